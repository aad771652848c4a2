import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DELETE } from "@/app/api/admin/ads/[adId]/route";
import { PATCH } from "@/app/api/admin/ads/[adId]/status/route";
import { GET, POST } from "@/app/api/admin/ads/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/ads/settings/route";
import { db } from "@/db";
import { adEvents, adUnits, auditLog, globalSettings } from "@/db/schema";
import type { AdminAdUnit } from "@/lib/ads/admin.service";
import type { AdStats } from "@/lib/ads/figures.rules";
import { getAdSlotConfig } from "@/lib/ads/ads.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
type ListAnswer = { data: { units: AdminAdUnit[]; stats: AdStats } };
let admin: Account;
let member: Account;

const list = async () =>
  (await callRoute<ListAnswer>(GET, jsonRequest("GET", "/api/admin/ads", undefined, admin.headers))).body.data;
const create = (body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<{ data: AdminAdUnit; code?: string }>(POST, jsonRequest("POST", "/api/admin/ads", body, headers));
const patch = (adId: string, body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<{ data: { unit: AdminAdUnit; message: string } }>(
    PATCH,
    jsonRequest("PATCH", `/api/admin/ads/${adId}/status`, body, headers),
    { adId },
  );
const remove = (adId: string, headers: Record<string, string> = admin.headers) =>
  callRoute(DELETE, jsonRequest("DELETE", `/api/admin/ads/${adId}`, undefined, headers), { adId });
const auditEntries = (action: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
const unitCount = async () => (await db.select({ id: adUnits.id }).from(adUnits)).length;

const VALID = { name: "Header banner", type: "BANNER", position: "HEADER", status: "ACTIVE", slotId: "1234567890" };

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

beforeEach(async () => {
  await db.delete(adUnits);
});

describe("GET /api/admin/ads", () => {
  it("answers every unit with impressions, clicks, CTR and revenue from ad_events, and the stat cards", async () => {
    const [busy, quiet] = await db
      .insert(adUnits)
      .values([
        {
          name: "Busy",
          type: "BANNER",
          position: "HEADER",
          status: "ACTIVE",
          createdAt: new Date("2026-01-01T00:00:00Z"),
        },
        {
          name: "Quiet",
          type: "SIDEBAR",
          position: "HEADER",
          status: "ACTIVE",
          createdAt: new Date("2026-01-02T00:00:00Z"),
        },
        {
          name: "Paused",
          type: "INLINE",
          position: "CONTENT",
          status: "PAUSED",
          createdAt: new Date("2026-01-03T00:00:00Z"),
        },
      ])
      .returning();
    await db.insert(adEvents).values([
      ...Array.from({ length: 8 }, () => ({
        adUnitId: busy!.id,
        kind: "impression" as const,
        revenueMicros: 250_000,
      })),
      { adUnitId: busy!.id, kind: "click" as const },
      { adUnitId: quiet!.id, kind: "impression" as const },
    ]);

    const { units, stats } = await list();
    expect(units.map((unit) => unit.name)).toEqual(["Busy", "Quiet", "Paused"]);
    expect(units[0]).toMatchObject({ impressions: 8, clicks: 1, ctr: 12.5, revenue: 2, serving: true });
    // The slot shows the oldest ACTIVE unit of a position; the newer one waits.
    expect(units[1]).toMatchObject({ impressions: 1, clicks: 0, ctr: 0, serving: false });
    expect(units[2]).toMatchObject({ impressions: 0, clicks: 0, ctr: 0, revenue: 0, serving: false });
    expect(stats).toEqual({
      totalUnits: 3,
      activeUnits: 2,
      pausedUnits: 1,
      draftUnits: 0,
      impressions: 9,
      clicks: 1,
      ctr: 11.11,
      revenue: 2,
    });
  });

  it("is for admins only", async () => {
    expect((await callRoute(GET, jsonRequest("GET", "/api/admin/ads"))).status).toBe(401);
    expect((await callRoute(GET, jsonRequest("GET", "/api/admin/ads", undefined, member.headers))).status).toBe(403);
  });
});

describe("POST /api/admin/ads", () => {
  it("creates a unit, audited, that the ad slot then serves", async () => {
    const res = await create({ ...VALID, code: "<ins>kept, never rendered</ins>" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Header banner",
      status: "ACTIVE",
      slotId: "1234567890",
      impressions: 0,
    });
    const [row] = await db.select().from(adUnits).where(eq(adUnits.id, res.body.data.id));
    expect(row).toMatchObject({ createdById: admin.user.id, code: "<ins>kept, never rendered</ins>" });
    expect(await auditEntries("ad.create", row!.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        after: expect.objectContaining({ name: "Header banner", position: "HEADER" }),
      }),
    ]);
    const stats = (await list()).stats;
    expect(stats).toMatchObject({ totalUnits: 1, activeUnits: 1 });
  });

  it.each([
    ["no name", { ...VALID, name: "  " }, 422],
    ["unknown type", { ...VALID, type: "FLASH" }, 422],
    ["unknown position", { ...VALID, position: "MODAL" }, 422],
    ["PAUSED as a starting state", { ...VALID, status: "PAUSED" }, 422],
    ["a slot id that is not digits", { ...VALID, slotId: '1" onload="x' }, 422],
    ["an unknown field", { ...VALID, createdById: "someone" }, 400],
  ])("refuses %s, creating nothing", async (_label, body, status) => {
    expect((await create(body)).status).toBe(status);
    expect(await unitCount()).toBe(0);
  });

  it("refuses anonymous callers and members", async () => {
    expect((await callRoute(POST, jsonRequest("POST", "/api/admin/ads", VALID))).status).toBe(401);
    expect((await create(VALID, member.headers)).status).toBe(403);
    expect(await unitCount()).toBe(0);
  });
});

describe("PATCH /api/admin/ads/{adId}/status", () => {
  it("pauses and activates, audited, and the stats follow", async () => {
    const { id } = (await create(VALID)).body.data;
    const paused = await patch(id, { status: "PAUSED" });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({
      unit: { id, status: "PAUSED", serving: false },
      message: "Ad paused successfully",
    });
    expect((await list()).stats).toMatchObject({ activeUnits: 0, pausedUnits: 1 });
    expect(await auditEntries("ad.status_change", id)).toEqual([
      expect.objectContaining({ before: { status: "ACTIVE" }, after: { status: "PAUSED" } }),
    ]);
    expect((await patch(id, { status: "ACTIVE" })).body.data.message).toBe("Ad active successfully");
  });

  it("refuses bad statuses, unknown units and members, changing nothing", async () => {
    const { id } = (await create(VALID)).body.data;
    expect((await patch(id, { status: "DRAFT" })).status).toBe(422);
    expect((await patch(id, { status: "PAUSED", extra: 1 })).status).toBe(400);
    expect((await patch(id, { status: "PAUSED" }, member.headers)).status).toBe(403);
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "PAUSED" })).status).toBe(404);
    expect((await patch("not-a-uuid", { status: "PAUSED" })).status).toBe(404);
    const [row] = await db.select().from(adUnits).where(eq(adUnits.id, id));
    expect(row?.status).toBe("ACTIVE");
    expect(await auditEntries("ad.status_change", id)).toEqual([]);
  });
});

describe("DELETE /api/admin/ads/{adId}", () => {
  it("deletes the unit and its events, audited; members cannot", async () => {
    const { id } = (await create(VALID)).body.data;
    await db.insert(adEvents).values({ adUnitId: id, kind: "impression" });
    expect((await remove(id, member.headers)).status).toBe(403);
    expect(await unitCount()).toBe(1);

    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });
    expect(await unitCount()).toBe(0);
    expect(await db.select().from(adEvents).where(eq(adEvents.adUnitId, id))).toEqual([]);
    expect(await auditEntries("ad.delete", id)).toEqual([
      expect.objectContaining({ actorId: admin.user.id, before: expect.objectContaining({ name: "Header banner" }) }),
    ]);
    expect((await remove(id)).status).toBe(404);
  });
});

describe("GET and PUT /api/admin/ads/settings", () => {
  const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
    callRoute<{ data: { publisherId: string; autoAds: boolean; personalizedAds: boolean } }>(
      putSettings,
      jsonRequest("PUT", "/api/admin/ads/settings", body, headers),
    );
  const settingValue = async (key: string) =>
    (await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, key)))[0]
      ?.value;
  const SAVED = { publisherId: "ca-pub-1234567890123456", autoAds: true, personalizedAds: false };

  it("saves the three settings, audited, and the ad slots use them", async () => {
    const res = await put(SAVED);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(SAVED);
    expect(await settingValue("adsense_publisher_id")).toBe(SAVED.publisherId);
    const read = await callRoute<{ data: typeof SAVED & { publisherIdFromEnvironment: boolean } }>(
      getSettings,
      jsonRequest("GET", "/api/admin/ads/settings", undefined, admin.headers),
    );
    expect(read.body.data).toEqual({ ...SAVED, publisherIdFromEnvironment: false });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.entityId, "adsense")));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      after: { adsense_publisher_id: SAVED.publisherId, adsense_auto_ads: true, adsense_personalized_ads: false },
    });

    await create({ ...VALID, position: "FOOTER" });
    expect(await getAdSlotConfig("FOOTER")).toMatchObject({
      publisherId: SAVED.publisherId,
      autoAds: true,
      personalisedAllowed: false,
      slotId: "1234567890",
    });

    // Clearing the publisher id turns every slot off.
    expect((await put({ ...SAVED, publisherId: "" })).status).toBe(200);
    expect(await getAdSlotConfig("FOOTER")).toBeNull();
  });

  it.each([
    ["a malformed publisher id", { ...SAVED, publisherId: "pub-1234" }, 422],
    ["too few digits", { ...SAVED, publisherId: "ca-pub-123" }, 422],
    ["a script in the id", { ...SAVED, publisherId: 'ca-pub-1234567890123456"><script>' }, 422],
    ["a non-boolean switch", { ...SAVED, autoAds: "yes" }, 422],
    ["a missing field", { publisherId: SAVED.publisherId, autoAds: true }, 422],
    ["an unknown field", { ...SAVED, adsense_api_key: "x" }, 400],
  ])("refuses %s, changing nothing", async (_label, body, status) => {
    await put(SAVED);
    expect((await put(body)).status).toBe(status);
    expect(await settingValue("adsense_publisher_id")).toBe(SAVED.publisherId);
    expect(await settingValue("adsense_auto_ads")).toBe(true);
  });

  it("is for admins only", async () => {
    expect((await callRoute(getSettings, jsonRequest("GET", "/api/admin/ads/settings"))).status).toBe(401);
    expect(
      (await callRoute(getSettings, jsonRequest("GET", "/api/admin/ads/settings", undefined, member.headers))).status,
    ).toBe(403);
    expect((await put(SAVED, member.headers)).status).toBe(403);
  });
});
