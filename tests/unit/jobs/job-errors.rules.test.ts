import { NonRetriableError } from "inngest";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError } from "@/lib/core/errors";
import { isRetriable, NonRetriableJobError, publicErrorMessage, RetriableJobError } from "@/lib/jobs/job-errors.rules";

describe("isRetriable", () => {
  it.each([
    [new RetriableJobError("timeout"), true],
    [Object.assign(new Error("502 from ESPN"), { retryable: true }), true],
    [Object.assign(new Error("401 from The Odds API"), { retryable: false }), false],
    [new Error("a bug"), false],
    [new NonRetriableJobError("unknown league"), false],
    [new NonRetriableError("permanent"), false],
    ["a string", false],
  ])("%s → %s", (error, expected) => {
    expect(isRetriable(error)).toBe(expected);
  });

  // Drizzle wraps the driver's error (its `code` is the SQLSTATE) in a "Failed query" error.
  const wrapped = (code: string) =>
    Object.assign(new Error('Failed query: update "predictions" …'), {
      cause: Object.assign(new Error("db"), { code }),
    });
  it.each([
    ["40001 serialization failure", wrapped("40001"), true],
    ["40P01 deadlock", wrapped("40P01"), true],
    ["57P01 admin shutdown", wrapped("57P01"), true],
    ["a dropped connection", Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" }), true],
    ["23505 unique violation", wrapped("23505"), false],
    ["23514 check violation", wrapped("23514"), false],
  ])("a transient database failure is retriable, a constraint violation is not: %s", (_label, error, expected) => {
    expect(isRetriable(error)).toBe(expected);
  });
});

describe("publicErrorMessage", () => {
  it("keeps messages written for people", () => {
    expect(publicErrorMessage(new AppError("not_found", "Match not found."))).toBe("Match not found.");
    expect(publicErrorMessage(new NonRetriableJobError("Unknown league 'xyz'."))).toBe("Unknown league 'xyz'.");
    expect(
      publicErrorMessage(new NonRetriableError("wrapped", { cause: new RetriableJobError("ESPN timed out") })),
    ).toBe("ESPN timed out");
  });

  it("never shows SQL or stacks", () => {
    const sqlError = new Error('Failed query: insert into "matches" ("id") values ($1)\nparams: 1');
    expect(publicErrorMessage(sqlError)).toBe("A database query failed (details in the server log).");
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(publicErrorMessage(bug)).toBe("TypeError: Cannot read properties of undefined (reading 'id')");
    expect(publicErrorMessage(bug)).not.toContain("at ");
    expect(publicErrorMessage(new Error("x".repeat(2000))).length).toBeLessThanOrEqual(500);
  });

  it("describes invalid payloads", () => {
    const result = z.object({ league: z.string() }).safeParse({});
    expect(publicErrorMessage(result.error)).toMatch(/^Invalid job input: league/);
  });
});
