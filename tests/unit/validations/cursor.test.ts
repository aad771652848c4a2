// Keyset cursors as the lists' query schemas read them: opaque, round-trip exactly, and refused (400) when
// they do not decode or were cut from another order. The paging itself (no duplicates or gaps while rows
// are inserted) runs against the database in tests/integration/db/sql/keyset-pages.test.ts.
import { describe, expect, it } from "vitest";

import { listAdminPredictionsQuerySchema } from "@/lib/predictions/admin.input";
import { decodeCursor, encodeCursor } from "@/lib/validations/cursor";
import { listPredictionsQuerySchema } from "@/lib/predictions/predictions.input";
import { listUsersQuerySchema } from "@/lib/accounts/users.input";

const kickoff = encodeCursor({ k: "kickoff", v: ["2027-03-10T12:00:00.123456+00:00", 71.5, "0f6c2a4e-1b1d-4c39-9d4b-2f0d9f0a1c11"] });

describe("keyset cursors", () => {
  it("round-trip exactly, microseconds and all, as URL-safe text", () => {
    expect(kickoff).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(kickoff)).toEqual({ k: "kickoff", v: ["2027-03-10T12:00:00.123456+00:00", 71.5, "0f6c2a4e-1b1d-4c39-9d4b-2f0d9f0a1c11"] });
    expect(decodeCursor(encodeCursor({ k: "edge", v: [null, "2027-03-10T12:00:00+00:00", "x"] }))?.v[0]).toBeNull();
  });

  it("refuse text that is not a cursor", () => {
    for (const bad of ["not a cursor", "%%%", Buffer.from("{}").toString("base64url"), Buffer.from('{"k":"kickoff","v":[{"a":1}]}').toString("base64url"), "a".repeat(2000)]) {
      expect(decodeCursor(bad)).toBeNull();
    }
    const parsed = listPredictionsQuerySchema.safeParse({ cursor: "not a cursor" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Invalid cursor");
  });

  it("belong to one order: another sort's cursor is refused, not guessed at", () => {
    expect(listPredictionsQuerySchema.parse({ cursor: kickoff }).cursor?.k).toBe("kickoff");
    expect(listPredictionsQuerySchema.safeParse({ cursor: kickoff, sort: "confidence" }).success).toBe(false);
    expect(listPredictionsQuerySchema.safeParse({ cursor: encodeCursor({ k: "kickoff", v: ["x", "y"] }) }).success).toBe(false);

    const admin = encodeCursor({ k: "createdAt:desc", v: ["2027-03-10T12:00:00+00:00", "2027-03-10T12:00:00+00:00", "id"] });
    expect(listAdminPredictionsQuerySchema.safeParse({ cursor: admin }).success).toBe(true);
    expect(listAdminPredictionsQuerySchema.safeParse({ cursor: admin, order: "asc" }).success).toBe(false);

    const users = encodeCursor({ k: "createdAt:desc", v: ["2027-03-10T12:00:00+00:00", "id"] });
    expect(listUsersQuerySchema.safeParse({ cursor: users }).success).toBe(true);
    expect(listUsersQuerySchema.safeParse({ cursor: users, sort: "email" }).success).toBe(false);
  });

  it("leave the page-number paging as it was when absent or empty", () => {
    const paged = listPredictionsQuerySchema.parse({ page: "3" });
    expect(paged.page).toBe(3);
    expect(paged.cursor).toBeUndefined();
    expect(listPredictionsQuerySchema.parse({ cursor: "" }).cursor).toBeUndefined();
  });
});
