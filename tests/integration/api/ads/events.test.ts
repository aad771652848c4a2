import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/ads/events/route";
import { db } from "@/db";
import { adEvents, adUnits, type AdStatus } from "@/db/schema";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope = {
  success: boolean;
  data?: { id: string; adUnitId: string; kind: string; occurredAt: string };
  error?: string;
  code?: string;
};

async function createUnit(status: AdStatus) {
  const [unit] = await db
    .insert(adUnits)
    .values({ name: `Test ${status} unit`, type: "BANNER", position: "CONTENT", status, slotId: "1234567890" })
    .returning({ id: adUnits.id });
  return unit!.id;
}

async function eventsOf(adUnitId: string) {
  return db
    .select({ kind: adEvents.kind, revenueMicros: adEvents.revenueMicros })
    .from(adEvents)
    .where(eq(adEvents.adUnitId, adUnitId));
}

function send(body: unknown, ip = "203.0.113.20", headers: Record<string, string> = {}) {
  return callRoute<Envelope>(POST, jsonRequest("POST", "/api/ads/events", body, { "x-forwarded-for": ip, ...headers }));
}

describe("POST /api/ads/events", () => {
  it("records an impression and a click of an ACTIVE unit for an anonymous visitor", async () => {
    const unitId = await createUnit("ACTIVE");
    const impression = await send({ adUnitId: unitId, kind: "impression" }, "203.0.113.21");
    expect(impression.status).toBe(201);
    expect(impression.body.success).toBe(true);
    expect(impression.body.data).toMatchObject({ adUnitId: unitId, kind: "impression" });
    const click = await send({ adUnitId: unitId, kind: "click" }, "203.0.113.21");
    expect(click.status).toBe(201);
    const stored = await eventsOf(unitId);
    expect(stored.map((event) => event.kind).sort()).toEqual(["click", "impression"]);
    expect(stored.every((event) => event.revenueMicros === 0)).toBe(true);
  });

  it("answers 404 for an unknown unit and for a unit that is not ACTIVE, storing nothing", async () => {
    const unknown = await send(
      { adUnitId: "00000000-0000-4000-8000-000000000000", kind: "impression" },
      "203.0.113.22",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: "not_found" });
    for (const status of ["PAUSED", "DRAFT"] as const) {
      const unitId = await createUnit(status);
      const res = await send({ adUnitId: unitId, kind: "click" }, "203.0.113.22");
      expect(res.status).toBe(404);
      expect(await eventsOf(unitId)).toHaveLength(0);
    }
  });

  it.each([
    ["an unknown kind", { kind: "view" }, 422],
    ["a missing unit id", { adUnitId: undefined }, 422],
    ["an empty unit id", { adUnitId: "  " }, 422],
    ["an unknown key", { revenueMicros: 5_000_000 }, 400],
  ])("rejects %s", async (_label, change, status) => {
    const unitId = await createUnit("ACTIVE");
    const res = await send({ adUnitId: unitId, kind: "impression", ...change }, "203.0.113.23");
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(await eventsOf(unitId)).toHaveLength(0);
  });

  it("refuses a cross-site request", async () => {
    const unitId = await createUnit("ACTIVE");
    const res = await send({ adUnitId: unitId, kind: "click" }, "203.0.113.24", { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await eventsOf(unitId)).toHaveLength(0);
  });

  it("rate-limits one client and answers 429 with Retry-After", async () => {
    const unitId = await createUnit("ACTIVE");
    const { points } = RATE_LIMITS.adEvents;
    for (let i = 0; i < points; i++) {
      const res = await send({ adUnitId: unitId, kind: "impression" }, "203.0.113.25");
      expect(res.status).toBe(201);
    }
    const limited = await send({ adUnitId: unitId, kind: "impression" }, "203.0.113.25");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await eventsOf(unitId)).toHaveLength(points);
    // Another client is not affected.
    expect((await send({ adUnitId: unitId, kind: "impression" }, "203.0.113.26")).status).toBe(201);
  });
});
