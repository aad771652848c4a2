export declare function inlineScripts(html: string): string[];
export declare const cspHash: (text: string) => string;
export declare const isPayloadScript: (text: string) => boolean;
export declare const isInstructionCall: (text: string) => boolean;
export declare function trustedInlineScriptHashes(
  html: string,
  knownHashes: ReadonlySet<string>,
  runtimeDefinitions?: readonly string[],
): { hashes: string[]; untrusted: number };
export declare function withScriptHashes(policy: string, hashes: readonly string[]): string;
export declare function allowsInlineScripts(policy: string): boolean;
export declare function frameworkRuntimeScripts(source: string): { definitions: string[]; scripts: string[] };
