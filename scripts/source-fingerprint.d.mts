// Types for the tests that import the build fingerprint (scripts/source-fingerprint.mjs).
export declare function sourceFingerprint(root?: string, env?: Record<string, string | undefined>): string;
