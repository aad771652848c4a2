import "server-only";

import { availableParallelism } from "node:os";

import { hash, verify } from "@node-rs/argon2";

// Argon2id with OWASP's parameters: 19 MiB memory, 2 iterations, 1 lane (docs/decisions.md, "Security rules").
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

// @node-rs/argon2 runs each hash on libuv's thread pool, off the event loop. That pool (4 threads unless
// UV_THREADPOOL_SIZE says otherwise) also runs every session token's key derivation and WebCrypto steps
// (next-auth's encode and decode), DNS lookups, file reads and async compression. Left alone, ten sign-ins at
// once queue ten hashes there: all four threads hash, each token waits behind them, and the hashes only slow one
// another down. Measured on the 2-core box (bench/login.ts and docs/decisions.md, "Sign-in and the member
// dashboard under load"): one hash at a time verifies as many passwords a second as two (two 19 MiB hashes no
// longer fit the cache together) and four verify 40–55 % fewer, while every extra hashing thread takes a core
// from the event loop. So one hash per core but the event loop's, never more than two (the default pool keeps two
// threads for everything else); the rest wait their turn here, first come first served.
export const PASSWORD_HASHING_CONCURRENCY = Math.max(1, Math.min(availableParallelism() - 1, 2));

let running = 0;
const waiting: Array<() => void> = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASHING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays the same), or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, ARGON2_OPTIONS));
}

/** `onStart` is told when the verify leaves the queue and starts hashing (the sign-in bench times the two apart). */
export async function verifyPassword(
  passwordHash: string,
  password: string,
  options: { onStart?: () => void } = {},
): Promise<boolean> {
  try {
    return await withHashingSlot(() => {
      options.onStart?.();
      return verify(passwordHash, password);
    });
  } catch {
    return false;
  }
}
