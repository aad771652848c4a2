import { NonRetriableError, StepError } from "inngest";
import { ZodError } from "zod";

import { AppError } from "@/lib/core/errors";
import { isConcurrencyFailure, isDatabaseUnavailable } from "@/lib/core/db-errors";

// Which job failures are worth another attempt, and what a failed run shows an admin.
//
// Retries are opt-in: only failures marked retriable are tried again (a RetriableJobError, or any error
// with `retryable: true`, such as a ProviderError for a timeout, a network error, a 5xx or a 429), and
// transient database failures: a lost or refused connection, a server restarting, a serialization failure
// or a deadlock, which the same statements survive a moment later. Anything else (bad input, a bug, a
// constraint violation, a missing key) fails at once: retrying it only repeats the failure. NonRetriable
// errors (ours or Inngest's) always fail at once, whatever else they say.

/** A failure that may succeed later (a provider timeout, a rate limit). */
export class RetriableJobError extends Error {
  readonly retryable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RetriableJobError";
  }
}

/** A permanent failure: the run fails without further attempts. */
export class NonRetriableJobError extends Error {
  readonly retryable = false;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "NonRetriableJobError";
  }
}

export function isRetriable(error: unknown): boolean {
  if (error instanceof NonRetriableError || error instanceof NonRetriableJobError) return false;
  if (typeof error !== "object" || error === null) return false;
  if (typeof (error as { retryable?: unknown }).retryable === "boolean")
    return (error as { retryable: boolean }).retryable;
  return isDatabaseUnavailable(error) || isConcurrencyFailure(error);
}

const MAX_ERROR_LENGTH = 500;

/**
 * The sentence stored in job_runs.error and shown in the Logs tab: the message of errors written for
 * people (ours, provider errors), a generic sentence for database errors (their text quotes SQL), and the
 * first line of anything else. Stacks never go here; the caller logs the full error to the server log.
 */
export function publicErrorMessage(error: unknown): string {
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return clip(`Invalid job input${first ? `: ${first.path.join(".") || "payload"} ${first.message}` : ""}`);
  }
  if (!(error instanceof Error)) return "The job failed with a non-error value (details in the server log).";
  const known =
    error instanceof AppError ||
    error instanceof RetriableJobError ||
    error instanceof NonRetriableJobError ||
    error instanceof NonRetriableError ||
    // A step that failed for good, as Inngest hands it back: its message is already one of the above.
    error instanceof StepError ||
    typeof (error as { retryable?: unknown }).retryable === "boolean";
  const cause = error instanceof NonRetriableError && error.cause instanceof Error ? error.cause : undefined;
  if (cause && !(cause instanceof NonRetriableError)) return publicErrorMessage(cause);
  if (looksLikeSql(error)) return "A database query failed (details in the server log).";
  const firstLine = (error.message.split("\n")[0] ?? "").trim();
  if (known) return clip(firstLine || error.name);
  return clip(`${error.name}: ${firstLine || "no message"}`);
}

function looksLikeSql(error: Error): boolean {
  return error.name === "DrizzleQueryError" || /^Failed query:/i.test(error.message) || "query" in error;
}

function clip(text: string): string {
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
