export declare function inlineScripts(html: string, nonces?: readonly string[] | null): string[];
export declare function policyNonces(policy: string): string[];
export declare const cspHash: (text: string) => string;
export declare const isPayloadScript: (text: string) => boolean;
export declare const isInstructionCall: (text: string) => boolean;
export declare const MERGE_ABOVE_HASHES: number;
export declare function trustedInlineScripts(
  html: string,
  knownHashes: ReadonlySet<string>,
  runtimeDefinitions?: readonly string[],
  options?: { mergeAbove?: number; nonces?: readonly string[] },
): { html: string; hashes: string[]; untrusted: number };
export declare function withScriptHashes(policy: string, hashes: readonly string[]): string;
export declare function allowsInlineScripts(policy: string): boolean;
export declare function frameworkRuntimeScripts(source: string): { definitions: string[]; scripts: string[] };
