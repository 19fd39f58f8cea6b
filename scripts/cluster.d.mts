export declare const haproxyPath: string;

export interface ClusterProcess {
  readonly port: number;
  readonly pid: number | undefined;
  /** Starts the process; resolves once it answers /api/ready itself. */
  start(): Promise<void>;
  /** Sends the signal; resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  url: string;
  processes: ClusterProcess[];
  close(): Promise<void>;
  untilChecked(): Promise<void>;
}

export declare function startCluster(options?: {
  size?: number;
  port?: number;
  env?: Record<string, string>;
  /** A PEM file with the certificate and its key: HAProxy then serves https, offering HTTP/2. */
  certificate?: string;
  log?: (text: string) => void;
}): Promise<Cluster>;

export declare function untilChecked(): Promise<void>;
