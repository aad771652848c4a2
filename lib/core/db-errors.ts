// What a failed statement says about itself: one reading of the SQLSTATE for every caller, the same from
// postgres.js and PGlite errors (PGlite wraps the server's error in `cause` when it comes through Drizzle,
// and a job runner may wrap it again).

/** The SQLSTATE (or the driver's network error code) of an error or of one of its causes, nearest first. */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

const hasCode = (error: unknown, wanted: ReadonlySet<string>) => errorCodes(error).some((code) => wanted.has(code));

const UNIQUE_VIOLATION = new Set(["23505"]);
const FOREIGN_KEY_VIOLATION = new Set(["23503"]);
/** SQLSTATE 40001 (serialization failure) and 40P01 (deadlock). */
const CONCURRENCY_FAILURE = new Set(["40001", "40P01"]);
/**
 * The database cannot be reached right now (refused or dropped connections, a server shutting down or starting
 * up), as postgres.js and the server report them: SQLSTATE class 08 (connection exception) and 57P01–57P03
 * (admin shutdown, crash shutdown, cannot connect now).
 */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);

/** A unique-constraint violation: someone else wrote the row first. */
export const isUniqueViolation = (error: unknown) => hasCode(error, UNIQUE_VIOLATION);

/** A foreign-key violation: the row names a parent (sport, league, match…) that does not exist. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, FOREIGN_KEY_VIOLATION);

/** A serialization failure or deadlock: the same statements succeed a moment later. */
export const isConcurrencyFailure = (error: unknown) => hasCode(error, CONCURRENCY_FAILURE);

/**
 * An outage, not a bug: callers get 503 with Retry-After, providers re-deliver webhooks, and jobs try again.
 */
export const isDatabaseUnavailable = (error: unknown) => hasCode(error, UNAVAILABLE);
