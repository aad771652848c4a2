// Types for the tests that import the post-build step (scripts/compile-hints.mjs).
export declare const COMPILE_HINT: string;
export declare const MIN_HINTED_BYTES: number;
export declare function addCompileHints(distDir?: string): string[];
