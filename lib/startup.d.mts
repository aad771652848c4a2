// Types for lib/startup.mjs (plain JavaScript so server.mjs can load it without a bundler).
export declare const DEFAULT_PORT: number;
export declare function browserHost(host: string | undefined): string;
export declare function listenPort(raw: string | undefined): number;
export declare function deriveAppUrl(env: Record<string, string | undefined>): { url: string; derived: boolean };
export declare function startupFailureLine(error: unknown): string;
export declare function exitOnStartupFailure(error: unknown): never;
