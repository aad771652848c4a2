// Keyset cursors as signed tokens (lib/accounts/cursor-tokens.service.ts): a cursor opens only with the key it was
// sealed with and for exactly the binding it was sealed for (list, order, filters, viewer class); any
// changed character, another key, order, filter or class is refused. The lists' use of them (400 in the
// envelope, no hidden value in a cursor) is tested against the database in
// tests/integration/predictions/predictions.service-hidden-fields.test.ts.
import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { predictions } from "@/db/schema";
import type { KeyColumn } from "@/lib/core/keyset";
import { AppError } from "@/lib/core/errors";
import { ERROR_STATUS } from "@/lib/api/errors";
import {
  openCursorWith,
  openListCursor,
  sealCursorWith,
  sealListCursor,
  type CursorBinding,
} from "@/lib/accounts/cursor-tokens.service";

const key = randomBytes(32);
const binding: CursorBinding = {
  list: "predictions",
  order: "kickoff",
  scope: { filters: { sport: "football", positiveEdge: true }, reader: "5:no-premium" },
};
const values = ["2027-03-10T12:00:00.123456+00:00", 71.5, "0f6c2a4e-1b1d-4c39-9d4b-2f0d9f0a1c11"];

const keys: KeyColumn[] = [
  { column: predictions.matchDate, direction: "asc", type: "timestamptz" },
  { column: predictions.confidence, direction: "desc", type: "numeric", nulls: "last" },
  { column: predictions.id, direction: "asc", type: "text" },
];

/** Every token that differs from `token` in one character, each character replaced by another of the alphabet. */
function oneCharacterChanges(token: string): string[] {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return [...token].flatMap((char, index) =>
    char === "."
      ? []
      : [
          alphabet[(alphabet.indexOf(char) + 1) % alphabet.length]!,
          alphabet[(alphabet.indexOf(char) + 17) % alphabet.length]!,
        ].map((other) => token.slice(0, index) + other + token.slice(index + 1)),
  );
}

describe("sealed cursors", () => {
  it("round-trip exactly, microseconds and nulls included, as URL-safe text", () => {
    const token = sealCursorWith(key, binding, values);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(openCursorWith(key, binding, token)).toEqual(values);
    const withNull = sealCursorWith(key, binding, ["2027-03-10T12:00:00+00:00", null, "x"]);
    expect(openCursorWith(key, binding, withNull)).toEqual(["2027-03-10T12:00:00+00:00", null, "x"]);
  });

  it("refuse a cursor with any one character changed, in the payload or in the mac", () => {
    const token = sealCursorWith(key, binding, values);
    const changed = oneCharacterChanges(token);
    expect(changed.length).toBeGreaterThan(100);
    for (const tampered of changed) expect(openCursorWith(key, binding, tampered)).toBeNull();
  });

  it("refuse a cursor sealed with another key (another deployment's secret)", () => {
    const foreign = sealCursorWith(randomBytes(32), binding, values);
    expect(openCursorWith(key, binding, foreign)).toBeNull();
  });

  it("belong to one list, order, filter set and viewer class", () => {
    const token = sealCursorWith(key, binding, values);
    expect(openCursorWith(key, { ...binding, list: "admin-predictions" }, token)).toBeNull();
    expect(openCursorWith(key, { ...binding, order: "confidence" }, token)).toBeNull();
    expect(
      openCursorWith(key, { ...binding, scope: { ...binding.scope, reader: "unlimited:premium" } }, token),
    ).toBeNull();
    expect(
      openCursorWith(key, { ...binding, scope: { ...binding.scope, filters: { sport: "football" } } }, token),
    ).toBeNull();
    expect(
      openCursorWith(
        key,
        { ...binding, scope: { ...binding.scope, filters: { sport: "basketball", positiveEdge: true } } },
        token,
      ),
    ).toBeNull();
    // The binding is canonical: the same filters named in another order, or with undefined ones, are the same binding.
    expect(
      openCursorWith(
        key,
        {
          order: "kickoff",
          list: "predictions",
          scope: { reader: "5:no-premium", filters: { positiveEdge: true, league: undefined, sport: "football" } },
        },
        token,
      ),
    ).toEqual(values);
  });

  it("refuse text that is not a cursor", () => {
    const token = sealCursorWith(key, binding, values);
    const [payload, mac] = token.split(".") as [string, string];
    const unsigned = Buffer.from(JSON.stringify({ k: "kickoff", v: values })).toString("base64url");
    for (const bad of [
      "",
      "not a cursor",
      "%%%.%%%",
      unsigned,
      payload,
      `${payload}.`,
      `${payload}.${mac}.${mac}`,
      `${payload}.${mac.slice(1)}`,
      `${payload}\u0000.${mac}`,
      `${"A".repeat(5000)}.${mac}`,
    ]) {
      expect(openCursorWith(key, binding, bad)).toBeNull();
    }
  });

  it("refuse a well-signed payload that is not a cursor document", () => {
    // Sealed by a server bug with a value of another shape: the document schema still refuses it.
    const odd = sealCursorWith(key, binding, [{ a: 1 } as unknown as string]);
    expect(openCursorWith(key, binding, odd)).toBeNull();
  });
});

describe("openListCursor (the app's key, column types checked)", () => {
  beforeAll(() => {
    vi.stubEnv("AUTH_SECRET", "unit-test-secret-for-list-cursors-0123456789");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const reason = (run: () => unknown) => {
    try {
      run();
      return "opened";
    } catch (error) {
      return error instanceof AppError ? `${ERROR_STATUS[error.code]} ${error.message}` : "other";
    }
  };

  it("opens the app's own cursors", () => {
    expect(openListCursor(binding, sealListCursor(binding, values), keys)).toEqual(values);
  });

  it("answers 400 'Invalid cursor' for a forged, foreign or other-order cursor", () => {
    expect(reason(() => openListCursor(binding, sealCursorWith(key, binding, values), keys))).toBe(
      "400 Invalid cursor",
    );
    expect(reason(() => openListCursor({ ...binding, order: "edge" }, sealListCursor(binding, values), keys))).toBe(
      "400 Invalid cursor",
    );
    expect(reason(() => openListCursor(binding, "eyJrIjoia2lja29mZiJ9", keys))).toBe("400 Invalid cursor");
  });

  it("answers 400 for signed values that do not fit their columns, before any SQL", () => {
    for (const bad of [
      ["not a date", 71.5, "id"],
      [true, 71.5, "id"],
      ["-271821-04-20T00:00:00+00:00", 71.5, "id"],
      ["2027-03-10T12:00:00+00:00", "71.5x", "id"],
      ["2027-03-10T12:00:00+00:00", 71.5, "id\u0000"],
      ["2027-03-10T12:00:00+00:00", 71.5, null],
      ["2027-03-10T12:00:00+00:00", 71.5],
    ]) {
      expect(reason(() => openListCursor(binding, sealListCursor(binding, bad), keys))).toBe("400 Invalid cursor");
    }
  });
});
