import { describe, expect, it } from "vitest";

import type { ProviderCalls } from "@/db/schema";
import {
  describeProviderFailures,
  finishedRunOutcome,
  jobSuccessRate,
  mergeProviderCalls,
  redactSecrets,
  tallyProviderCall,
} from "@/lib/jobs/run-status.rules";

const AT = new Date("2026-01-02T03:04:05Z");
const LATER = new Date("2026-01-02T04:00:00Z");

function calls(...outcomes: Array<[string, true | string]>): ProviderCalls {
  const tallies: ProviderCalls = {};
  for (const [provider, outcome] of outcomes)
    tallyProviderCall(tallies, provider, outcome === true ? { ok: true } : { ok: false, message: outcome }, AT);
  return tallies;
}

describe("finishedRunOutcome", () => {
  it("a run without provider calls, or with none failed, succeeded", () => {
    expect(finishedRunOutcome({})).toEqual({ status: "succeeded", error: null });
    expect(finishedRunOutcome(calls(["espn", true], ["odds-api", true]))).toEqual({ status: "succeeded", error: null });
  });

  it("some calls failed: partial, naming the failing provider with its last error", () => {
    expect(
      finishedRunOutcome(calls(["espn", "espn answered HTTP 503"], ["odds-api", true], ["odds-api", true])),
    ).toEqual({
      status: "partial",
      error: "Some provider calls failed: espn: 1 of 1 call failed (last: espn answered HTTP 503)",
    });
    // One provider with calls that worked and one that failed is partial too.
    expect(finishedRunOutcome(calls(["espn", true], ["espn", "timeout"])).status).toBe("partial");
  });

  it("every call failed: failed, naming every provider", () => {
    expect(finishedRunOutcome(calls(["odds-api", "quota"], ["espn", "down"], ["odds-api", "quota again"]))).toEqual({
      status: "failed",
      error:
        "Every provider call failed: espn: 1 of 1 call failed (last: down); odds-api: 2 of 2 calls failed (last: " +
        "quota again)",
    });
  });
});

describe("tallies", () => {
  it("count calls and failures per provider and keep the last failure with its time", () => {
    expect(calls(["espn", true], ["espn", "first"], ["espn", "second"])).toEqual({
      espn: { calls: 3, failures: 2, lastError: { at: AT.toISOString(), message: "second" } },
    });
  });

  it("merge by adding up, the later last error winning", () => {
    const target = calls(["espn", "old"]);
    const later: ProviderCalls = {
      espn: { calls: 2, failures: 1, lastError: { at: LATER.toISOString(), message: "new" } },
      "odds-api": { calls: 1, failures: 0, lastError: null },
    };
    expect(mergeProviderCalls(target, later)).toEqual({
      espn: { calls: 3, failures: 2, lastError: { at: LATER.toISOString(), message: "new" } },
      "odds-api": { calls: 1, failures: 0, lastError: null },
    });
    // An earlier error does not replace a later one.
    expect(
      mergeProviderCalls(target, {
        espn: { calls: 1, failures: 1, lastError: { at: AT.toISOString(), message: "older" } },
      }).espn!.lastError!.message,
    ).toBe("new");
    expect(mergeProviderCalls(target, undefined)).toBe(target);
  });

  it("describe only the providers that failed", () => {
    expect(describeProviderFailures(calls(["espn", true], ["odds-api", "401"]))).toBe(
      "odds-api: 1 of 1 call failed (last: 401)",
    );
  });
});

describe("redactSecrets", () => {
  it.each([
    [
      "failed GET https://api.the-odds-api.com/v4/sports/x/odds?apiKey=abc123&regions=eu",
      "failed GET https://api.the-odds-api.com/v4/sports/x/odds",
    ],
    ["could not reach https://user:hunter2@example.com/feed", "could not reach https://example.com/feed"],
    ["rejected apiKey=abc123, try again", "rejected apiKey=[redacted], try again"],
    ["token: s3cr3t was refused", "token: [redacted] was refused"],
    ["header Bearer eyJhbGciOi.J9.x was refused", "header Bearer [redacted] was refused"],
    ["espn answered HTTP 503: Service Unavailable", "espn answered HTTP 503: Service Unavailable"],
  ])("%s", (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it("clips long messages and is applied to every recorded failure", () => {
    expect(redactSecrets("x".repeat(400))).toHaveLength(300);
    expect(calls(["odds-api", "GET https://h/odds?apiKey=k-123 failed"])["odds-api"]!.lastError!.message).toBe(
      "GET https://h/odds failed",
    );
  });
});

describe("jobSuccessRate", () => {
  it("counts partial and failed runs as finished but not succeeded, and gives its n", () => {
    expect(jobSuccessRate({ succeeded: 17, partial: 0, failed: 0 })).toEqual({
      succeeded: 17,
      partial: 0,
      failed: 0,
      finished: 17,
      rate: 100,
    });
    expect(jobSuccessRate({ succeeded: 1, partial: 1, failed: 1 })).toEqual({
      succeeded: 1,
      partial: 1,
      failed: 1,
      finished: 3,
      rate: 33.3,
    });
    expect(jobSuccessRate({ succeeded: 0, partial: 17, failed: 0 }).rate).toBe(0);
    expect(jobSuccessRate({ succeeded: 0, partial: 0, failed: 0 })).toMatchObject({ finished: 0, rate: null });
  });
});
