export declare function inlineScripts(html: string): string[];
export declare function cspHash(text: string): string;
export declare function collectInlineScriptHashes(distDir?: string): string[];
export declare function collectKnownScriptHashes(distDir?: string): string[];
export declare function collectFrameworkRuntimeScripts(nextDir?: string): { definitions: string[]; scripts: string[] };
export declare function writeInlineScriptHashes(
  distDir?: string,
  runtime?: { definitions: string[]; scripts: string[] },
): string[];
