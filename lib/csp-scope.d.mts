export declare const STRICT_CSP_PREFIXES: readonly string[];
export declare function strictCspPath(pathname: string): boolean;
