import type { JobRunStatus, ProviderCalls } from "@/db/schema";
import { percentOf } from "@/lib/format/numbers.rules";

// How a run that finished its body is recorded, from the provider calls it made, and the tallies behind it.
// Pure (no database, no server code), so the rule has one home and unit tests read it directly.
//
// - No provider call failed (or none was made): succeeded.
// - Some failed: partial, with the failing providers named in the run's error.
// - Every call failed: failed. The pipeline still works on stored data, but nothing new came in, and
//   calling that a success is what made the panel say "100 %" while ESPN was down.

export type FinishedStatus = Extract<JobRunStatus, "succeeded" | "partial" | "failed">;

const MAX_MESSAGE_LENGTH = 300;

/** Adds one call's outcome to `calls` (in place) and returns it. */
export function tallyProviderCall(
  calls: ProviderCalls,
  provider: string,
  outcome: { ok: true } | { ok: false; message: string },
  at = new Date(),
): ProviderCalls {
  const tally = (calls[provider] ??= { calls: 0, failures: 0, lastError: null });
  tally.calls += 1;
  if (!outcome.ok) {
    tally.failures += 1;
    tally.lastError = { at: at.toISOString(), message: redactSecrets(outcome.message) };
  }
  return calls;
}

/** Adds `partial` into `target` (in place): calls and failures add up, the later last error wins. */
export function mergeProviderCalls(target: ProviderCalls, partial: ProviderCalls | null | undefined): ProviderCalls {
  for (const [provider, tally] of Object.entries(partial ?? {})) {
    const into = (target[provider] ??= { calls: 0, failures: 0, lastError: null });
    into.calls += tally.calls;
    into.failures += tally.failures;
    if (tally.lastError && (!into.lastError || tally.lastError.at >= into.lastError.at))
      into.lastError = { ...tally.lastError };
  }
  return target;
}

/** The status and error of a run whose body returned, from its provider calls. */
export function finishedRunOutcome(calls: ProviderCalls): { status: FinishedStatus; error: string | null } {
  const tallies = Object.values(calls);
  const made = tallies.reduce((sum, tally) => sum + tally.calls, 0);
  const failed = tallies.reduce((sum, tally) => sum + tally.failures, 0);
  if (failed === 0) return { status: "succeeded", error: null };
  const summary = describeProviderFailures(calls);
  if (failed >= made) return { status: "failed", error: `Every provider call failed: ${summary}` };
  return { status: "partial", error: `Some provider calls failed: ${summary}` };
}

/** "espn: 2 of 2 calls failed (last: ESPN answered HTTP 503); odds-api: 1 of 2 calls failed (last: …)". */
export function describeProviderFailures(calls: ProviderCalls): string {
  return Object.entries(calls)
    .filter(([, tally]) => tally.failures > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([provider, tally]) =>
        `${provider}: ${tally.failures} of ${tally.calls} call${tally.calls === 1 ? "" : "s"} ` +
        `failed${tally.lastError ? ` (last: ${tally.lastError.message})` : ""}`,
    )
    .join("; ");
}

/**
 * A provider's error message made safe to show: URLs lose their credentials and query strings (The Odds
 * API's key travels as ?apiKey=), key=value pairs that look like secrets are masked, and the sentence is
 * clipped. Provider errors are already written without secrets; this guards against a provider that echoes
 * the request back in its error body.
 */
export function redactSecrets(message: string): string {
  const safe = message
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)(?:[^\s/@]+@)?([^\s/?#]+)([^\s?#]*)(?:[?#][^\s]*)?/gi, "$1$2$3")
    .replace(
      /\b(api[_-]?key|apikey|access[_-]?token|token|secret|password|signature|key)(\s*[=:]\s*)("?)[^\s"&,;]+\3/gi,
      "$1$2[redacted]",
    )
    .replace(/\b(bearer)\s+[A-Za-z0-9._~+/-]+=*/gi, "$1 [redacted]")
    .replace(/\s+/g, " ")
    .trim();
  return safe.length > MAX_MESSAGE_LENGTH ? `${safe.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : safe;
}

/**
 * A job success rate with its sample: succeeded over finished runs (succeeded + partial + failed) in percent to
 * one decimal, null when none finished. A partial run (some provider calls failed) or a failed one is not a
 * success; skipped and cancelled runs never finished their work and are left out of the sample.
 */
export function jobSuccessRate(totals: { succeeded: number; partial: number; failed: number }) {
  const finished = totals.succeeded + totals.partial + totals.failed;
  return {
    succeeded: totals.succeeded,
    partial: totals.partial,
    failed: totals.failed,
    finished,
    rate: percentOf(totals.succeeded, finished),
  };
}
