import type { IncomingMessage, ServerResponse } from "node:http";

export interface UntrustedScriptsReport {
  pathname: string;
  count: number;
  error?: unknown;
}
export interface HashInlineScriptsOptions {
  knownHashes: ReadonlySet<string>;
  runtimeDefinitions?: readonly string[];
  onUntrusted?: (report: UntrustedScriptsReport) => void;
  /** The policy of an HTML response that comes without one. */
  missingPolicy?: (req: IncomingMessage) => string;
}
export declare function policyForDocument(
  policy: string,
  body: Buffer,
  encoding: unknown,
  knownHashes: ReadonlySet<string>,
  onUntrusted?: (count: number, error?: unknown) => void,
  runtimeDefinitions?: readonly string[],
): { policy: string; body: Buffer };
export declare function hashInlineScriptsOfHtml(
  req: IncomingMessage,
  res: ServerResponse,
  options?: HashInlineScriptsOptions,
): void;
