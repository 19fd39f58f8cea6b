export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxCrashes: number;
  windowMs: number;
}
export declare const RESTART: RestartPolicy;
export declare function crashRecord(policy?: RestartPolicy): {
  crashed(now?: number): { delayMs: number; count: number; giveUp?: undefined } | { giveUp: true; count: number };
};
