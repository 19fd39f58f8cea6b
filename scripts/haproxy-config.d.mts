import type { EdgeLimits } from "./cluster.mjs";

export declare const EDGE_LIMITS: EdgeLimits;
export declare function writeErrorFiles(dir: string): string[];
export declare function haproxyConfig(options: {
  port: number;
  backends: number[];
  certificate?: string;
  errorDir: string;
  check: { interMs: number; fall: number; rise: number };
  limits?: Partial<EdgeLimits>;
}): string;
