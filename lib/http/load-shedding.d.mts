import type { IncomingMessage, ServerResponse } from "node:http";

export interface LaneLimits {
  /** Requests that hold a slot at once; 0: no limit. */
  maxConcurrent: number;
  /** How long a request may wait for a slot before it is answered 503; 0: no waiting. */
  maxQueueWaitMs: number;
  maxQueueLength?: number;
}
export interface LoadSheddingConfig {
  dynamic: Required<LaneLimits>;
  public: Required<LaneLimits>;
  stream: Required<LaneLimits>;
}
export type LaneName = "dynamic" | "public" | "stream";
export interface Lane {
  enter(start: (release: () => void) => void, shed: () => void): () => void;
  readonly active: number;
  readonly waiting: number;
}
export interface ShedEvent {
  lane: LaneName;
  limits: Required<LaneLimits>;
}

export declare const LOAD_SHEDDING_DEFAULTS: Readonly<{
  maxConcurrent: number;
  maxConcurrentPublic: number;
  maxConcurrentStreams: number;
  maxQueueWaitMs: number;
  maxQueueLength: number;
}>;
export declare const BUSY_MESSAGE: string;
export declare const NOTIFICATION_STREAM_PATH: string;
export declare function loadSheddingConfig(env: Record<string, string | undefined>): LoadSheddingConfig;
export declare function createLane(limits: LaneLimits): Lane;
export declare function requestLane(req: Pick<IncomingMessage, "method" | "url" | "headers">): "bypass" | LaneName;
export declare function createLoadShedding(
  config: LoadSheddingConfig,
  options?: { onShed?: (event: ShedEvent) => void },
): { lanes: Record<LaneName, Lane>; admit(req: IncomingMessage, res: ServerResponse, run: () => unknown): void };
export declare function shedReporter(
  write: (line: string) => void,
  options?: { intervalMs?: number; now?: () => number },
): (event: ShedEvent) => void;
