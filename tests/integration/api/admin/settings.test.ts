// Global settings API (GET/PUT /api/admin/settings): super admins
// only, secrets masked everywhere (responses and audit rows), typed validation that changes nothing on a bad
// value, unknown keys 404, Reset to Defaults from the seed's data, and an audit row for every write.
import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { PUT } from "@/app/api/admin/settings/[key]/route";
import { POST as reset } from "@/app/api/admin/settings/reset/route";
import { GET } from "@/app/api/admin/settings/route";
import { db } from "@/db";
import { auditLog, globalSettings } from "@/db/schema";
import { SETTINGS } from "@/db/seed/data/settings";
import type { SettingDto } from "@/lib/settings/settings.dto";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
type Envelope<T> = { success: boolean; data: T; error?: string; code?: string; details?: unknown };
type ListData = { categories: Record<string, SettingDto[]>; total: number };

let superAdmin: Account;
let admin: Account;
let member: Account;

const SECRET = "sk_live_do_not_leak_1234567890";

const list = (headers?: Record<string, string>) =>
  callRoute<Envelope<ListData>>(GET, jsonRequest("GET", "/api/admin/settings", undefined, headers));
const put = (key: string, body: unknown, headers: Record<string, string> = superAdmin.headers) =>
  callRoute<Envelope<{ setting: SettingDto }>>(PUT, jsonRequest("PUT", `/api/admin/settings/${key}`, body, headers), {
    key,
  });
const stored = async (key: string) =>
  (await db.select({ value: globalSettings.value }).from(globalSettings).where(eq(globalSettings.key, key)))[0]?.value;
const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;
const lastAudit = async (action: string, entityId?: string) =>
  (
    await db
      .select()
      .from(auditLog)
      .where(entityId ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)) : eq(auditLog.action, action))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
  )[0];

beforeAll(async () => {
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
  await db.update(globalSettings).set({ value: SECRET }).where(eq(globalSettings.key, "odds_api_key"));
});

describe("GET /api/admin/settings", () => {
  it("is for super admins only", async () => {
    expect((await list()).status).toBe(401);
    expect((await list(member.headers)).status).toBe(403);
    expect((await list(admin.headers)).status).toBe(403);
  });

  it("lists every setting grouped by category with type and description, secrets masked", async () => {
    const res = await list(superAdmin.headers);
    expect(res.status).toBe(200);
    const { categories, total } = res.body.data;
    expect(Object.keys(categories)).toEqual(["scraping", "prediction", "security", "general"]);
    expect(total).toBe(SETTINGS.length);
    const all = Object.values(categories).flat();
    expect(all.map((setting) => setting.key).sort()).toEqual(SETTINGS.map((setting) => setting.key).sort());
    const interval = categories.scraping!.find((setting) => setting.key === "scraping_interval_hours");
    expect(interval).toMatchObject({ type: "number", category: "scraping", value: 6, isSecret: false });
    expect(interval!.description.length).toBeGreaterThan(10);

    const secret = all.find((setting) => setting.key === "odds_api_key")!;
    expect(secret).toMatchObject({ isSecret: true, value: null, hasValue: true });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });
});

describe("PUT /api/admin/settings/{key}", () => {
  it("saves a value of the setting's type, audited with before and after", async () => {
    const res = await put("scraping_interval_hours", { value: 12 });
    expect(res.status).toBe(200);
    expect(res.body.data.setting).toMatchObject({ key: "scraping_interval_hours", value: 12 });
    expect(await stored("scraping_interval_hours")).toBe(12);
    const entry = await lastAudit("setting.update", "scraping_interval_hours");
    expect(entry).toMatchObject({
      actorId: superAdmin.user.id,
      entityType: "global_setting",
      before: { value: 6 },
      after: { value: 12 },
    });

    expect((await put("auto_generate_predictions", { value: false })).status).toBe(200);
    expect(await stored("auto_generate_predictions")).toBe(false);
    expect((await put("prediction_leagues", { value: ["EPL", "NBA"] })).status).toBe(200);
    expect(await stored("prediction_leagues")).toEqual(["EPL", "NBA"]);
    expect((await put("prediction_model_version", { value: "  v3.0 " })).status).toBe(200);
    expect(await stored("prediction_model_version")).toBe("v3.0");
  });

  it("answers 400 for a wrongly typed value, 422 for one breaking the setting's rules; changes nothing", async () => {
    const before = {
      interval: await stored("scraping_interval_hours"),
      leagues: await stored("prediction_leagues"),
      audits: await auditCount(),
    };
    const wrongType = [
      ["scraping_interval_hours", { value: "12" }],
      ["scraping_enabled", { value: "true" }],
      ["prediction_leagues", { value: "EPL" }],
      ["prediction_leagues", { value: 3 }],
      ["support_email", { value: 42 }],
      ["scraping_interval_hours", { value: 12, extra: true }],
    ] as const;
    for (const [key, body] of wrongType) {
      const res = await put(key, body);
      expect(res.status, `${key} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const brokenRule = [
      ["scraping_interval_hours", { value: 0 }],
      ["scraping_interval_hours", { value: 2.5 }],
      ["min_confidence_threshold", { value: 1.5 }],
      ["support_email", { value: "not an email" }],
      ["prediction_leagues", { value: [1, 2] }],
      ["scraping_sources", { value: [{ name: "Bad", url: "ftp://example.com" }] }],
      ["scraping_sources", { value: [{ name: "Loopback", url: "http://127.0.0.1:5432/" }] }],
      ["scraping_sources", { value: [{ name: "Metadata", url: "http://169.254.169.254/" }] }],
      ["scraping_interval_hours", {}],
    ] as const;
    for (const [key, body] of brokenRule) {
      const res = await put(key, body);
      expect(res.status, `${key} ${JSON.stringify(body)}`).toBe(422);
    }
    expect(await stored("scraping_interval_hours")).toEqual(before.interval);
    expect(await stored("prediction_leagues")).toEqual(before.leagues);
    expect(await auditCount()).toBe(before.audits);
  });

  it("answers 404 for an unknown key", async () => {
    const before = await auditCount();
    expect((await put("no_such_setting", { value: 1 })).status).toBe(404);
    expect((await put("Not-A-Key!", { value: 1 })).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it("refuses admins and members, changing nothing", async () => {
    const before = await stored("max_free_predictions_per_day");
    expect((await put("max_free_predictions_per_day", { value: 9 }, admin.headers)).status).toBe(403);
    expect((await put("max_free_predictions_per_day", { value: 9 }, member.headers)).status).toBe(403);
    expect((await put("max_free_predictions_per_day", { value: 9 }, {})).status).toBe(401);
    expect(await stored("max_free_predictions_per_day")).toEqual(before);
  });

  it("masks a secret in the answer and in the audit row", async () => {
    const next = "sk_live_new_secret_abcdef";
    const res = await put("odds_api_key", { value: next });
    expect(res.status).toBe(200);
    expect(res.body.data.setting).toMatchObject({ key: "odds_api_key", value: null, hasValue: true });
    expect(JSON.stringify(res.body)).not.toContain(next);
    expect(await stored("odds_api_key")).toBe(next);
    const entry = await lastAudit("setting.update", "odds_api_key");
    expect(entry).toMatchObject({ before: { value: "[secret]" }, after: { value: "[secret]" } });
    expect(JSON.stringify(entry)).not.toContain(next);
    expect(JSON.stringify(entry)).not.toContain(SECRET);
  });
});

describe("POST /api/admin/settings/reset", () => {
  it("is for super admins only", async () => {
    expect(
      (await callRoute(reset, jsonRequest("POST", "/api/admin/settings/reset", undefined, admin.headers))).status,
    ).toBe(403);
    expect((await callRoute(reset, jsonRequest("POST", "/api/admin/settings/reset"))).status).toBe(401);
  });

  it("restores the seed's defaults, keeps secrets, and records what changed", async () => {
    await put("scraping_interval_hours", { value: 24 });
    await put("site_maintenance_mode", { value: true });
    const secretBefore = await stored("odds_api_key");

    const res = await callRoute<Envelope<ListData & { reset: string[]; keptSecrets: string[] }>>(
      reset,
      jsonRequest("POST", "/api/admin/settings/reset", undefined, superAdmin.headers),
    );
    expect(res.status).toBe(200);
    for (const seed of SETTINGS.filter((setting) => !setting.isSecret))
      expect(await stored(seed.key), seed.key).toEqual(seed.defaultValue);
    expect(await stored("odds_api_key")).toBe(secretBefore);
    expect(res.body.data.reset).toEqual(expect.arrayContaining(["scraping_interval_hours", "site_maintenance_mode"]));
    expect(res.body.data.keptSecrets).toEqual(["odds_api_key"]);
    expect(JSON.stringify(res.body)).not.toContain(String(secretBefore));

    const entry = await lastAudit("settings.reset");
    expect(entry).toMatchObject({
      actorId: superAdmin.user.id,
      before: { scraping_interval_hours: 24, site_maintenance_mode: true },
      after: { scraping_interval_hours: 6, site_maintenance_mode: false, keptSecrets: ["odds_api_key"] },
    });
    expect(JSON.stringify(entry)).not.toContain(String(secretBefore));
  });
});
