import type { RestartPolicy } from "./supervise.mjs";

export declare const haproxyPath: string;

export interface ClusterProcess {
  readonly port: number;
  readonly pid: number | undefined;
  /** Starts the process (supervised from then on); resolves once it answers /api/ready itself. */
  start(): Promise<void>;
  /** Sends the signal; resolves with the exit code once the process has ended. Not started again. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  url: string;
  processes: ClusterProcess[];
  close(): Promise<void>;
  untilChecked(): Promise<void>;
  /** The HAProxy configuration written for this cluster. */
  configFile: string;
}

/** The edge's limits per client address (see scripts/haproxy-config.mjs). */
export interface EdgeLimits {
  connectionsPerAddress: number;
  requestsPer10s: number;
  headersMs: number;
  maxConnections: number;
}

export declare function startCluster(options?: {
  size?: number;
  port?: number;
  env?: Record<string, string>;
  /** A PEM file with the certificate and its key: HAProxy then serves https, offering HTTP/2. */
  certificate?: string;
  log?: (text: string) => void;
  limits?: Partial<EdgeLimits>;
  restart?: RestartPolicy;
  /** Where the supervision says what it does (stderr by default). */
  report?: (text: string) => void;
  onGiveUp?: (process: { port: number; code: number | null; signal: NodeJS.Signals | null }) => void;
}): Promise<Cluster>;

export declare function untilChecked(): Promise<void>;
