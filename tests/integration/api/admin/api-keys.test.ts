import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { DELETE as revoke } from "@/app/api/admin/api-keys/[keyId]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/admin/api-keys/route";
import { GET as getOne } from "@/app/api/predictions/[predictionId]/route";
import { GET as listPredictions } from "@/app/api/predictions/route";
import { db } from "@/db";
import { apiKeys, auditLog, globalSettings, users, type Prediction, type SubscriptionTier } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// API keys for ENTERPRISE clients. Created once (the secret is only in the creation answer and
// only its SHA-256 hash is stored), listed masked after 12 characters, revoked for good; a key reads as its
// owner, GET only, within api_rate_limit_per_hour, and every served request is counted.

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
interface KeyDto {
  id: string;
  name: string;
  maskedKey: string;
  owner: { id: string; email: string; name: string };
  lastUsedAt: string | null;
  requestCount: number;
  revoked: boolean;
  expiresAt: string | null;
}
interface Envelope<T> {
  success: boolean;
  data: T;
  error?: string;
  code?: string;
}
interface ListAnswer {
  apiKeys: KeyDto[];
  stats: { totalKeys: number; activeKeys: number; revokedKeys: number; totalRequests: number; usedLast24Hours: number };
  rateLimitPerHour: number;
}

const DAY = 24 * 60 * 60 * 1000;
let superAdmin: Account;
let admin: Account;
let enterprise: Account;
let premiumPick: Prediction;

async function member(
  tier: SubscriptionTier,
  endsAt: Date | null = new Date(Date.now() + 30 * DAY),
  role: "USER" | "ADMIN" = "USER",
) {
  const account = await makeUserWithToken(role);
  await db
    .update(users)
    .set({ subscriptionTier: tier, subscriptionStatus: "ACTIVE", subscriptionEndsAt: endsAt })
    .where(eq(users.id, account.user.id));
  return account;
}

const post = (body: unknown, headers = superAdmin.headers) =>
  callRoute<Envelope<{ apiKey: KeyDto; secret: string }>>(
    createKey,
    jsonRequest("POST", "/api/admin/api-keys", body, headers),
  );

async function newKey(owner: Account | string, name = "Client feed") {
  const res = await post({ name, owner: typeof owner === "string" ? owner : owner.user.email });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const readOne = (secret: string, id = premiumPick.id) =>
  callRoute<Envelope<Record<string, unknown>>>(
    getOne,
    jsonRequest("GET", `/api/predictions/${id}`, undefined, bearer(secret)),
    { predictionId: id },
  );
const keyRow = async (id: string) => (await db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!;

beforeAll(async () => {
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  admin = await makeUserWithToken("ADMIN");
  enterprise = await member("ENTERPRISE");
  premiumPick = await makePrediction({
    homeTeam: "Key Home",
    isPremium: true,
    matchDate: new Date(Date.now() + 2 * DAY),
  });
});

describe("POST /api/admin/api-keys", () => {
  it(
    "returns the full key once and stores only its SHA-256 hash and first 12 characters, audited without the " +
      "secret",
    async () => {
      const { apiKey, secret } = await newKey(enterprise);
      expect(secret).toMatch(/^ek_live_[A-Za-z0-9_-]{43}$/);
      const row = await keyRow(apiKey.id);
      expect(row.keyHash).toBe(createHash("sha256").update(secret).digest("hex"));
      expect(row.prefix).toBe(secret.slice(0, 12));
      expect(row.userId).toBe(enterprise.user.id);
      expect(row.createdById).toBe(superAdmin.user.id);
      expect(JSON.stringify(row)).not.toContain(secret.slice(12));
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "api_key.create"), eq(auditLog.entityId, apiKey.id)));
      expect(entry).toMatchObject({
        actorId: superAdmin.user.id,
        entityType: "api_key",
        after: { prefix: row.prefix, ownerId: enterprise.user.id },
      });
      expect(JSON.stringify(entry)).not.toContain(secret.slice(12));
    },
  );

  it("accepts the owner by user id and a VIP owner", async () => {
    const vip = await member("VIP");
    expect((await newKey(vip.user.id)).apiKey.owner.email).toBe(vip.user.email);
  });

  it(
    "refuses owners without an active plan that includes API access (400), unknown owners (404) and bad bodies, " +
      "creating nothing",
    async () => {
      const count = async () => (await db.select({ id: apiKeys.id }).from(apiKeys)).length;
      const before = await count();
      const free = await makeUserWithToken("USER");
      const premium = await member("PREMIUM");
      const lapsed = await member("ENTERPRISE", new Date(Date.now() - DAY));
      for (const owner of [free, premium, lapsed, admin]) {
        const res = await post({ name: "Nope", owner: owner.user.email });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(/active Enterprise or VIP subscription/);
      }
      expect((await post({ name: "Nope", owner: "nobody@example.com" })).status).toBe(404);
      expect((await post({ name: "", owner: enterprise.user.email })).status).toBe(422);
      expect((await post({ name: "Extra", owner: enterprise.user.email, keyHash: "x" })).status).toBe(400);
      expect((await post({ name: "Admin", owner: enterprise.user.email }, admin.headers)).status).toBe(403);
      expect((await post({ name: "Bad expiry", owner: enterprise.user.email, expires: "7" })).status).toBe(422);
      expect(await count()).toBe(before);
    },
  );

  it("sets the chosen lifetime; the key works until then and is refused after it", async () => {
    const res = await post({ name: "Quarterly feed", owner: enterprise.user.email, expires: "90" });
    expect(res.status).toBe(201);
    const { apiKey, secret } = res.body.data;
    const expiresAt = (await keyRow(apiKey.id)).expiresAt!;
    expect(Math.abs(expiresAt.getTime() - (Date.now() + 90 * DAY))).toBeLessThan(60_000);
    expect(apiKey).toMatchObject({ expiresAt: expiresAt.toISOString() });
    expect((await readOne(secret)).status).toBe(200);

    await db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, apiKey.id));
    expect((await readOne(secret)).status).toBe(401);
  });

  it("creates keys without expiry when no lifetime is given, or 'never'", async () => {
    for (const body of [
      { name: "Open feed", owner: enterprise.user.email },
      { name: "Open feed 2", owner: enterprise.user.email, expires: "never" },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(201);
      expect(res.body.data.apiKey).toMatchObject({ expiresAt: null });
    }
  });
});

describe("GET /api/admin/api-keys", () => {
  it("lists keys masked after the first 12 characters with owner and usage, never the hash", async () => {
    const { apiKey, secret } = await newKey(enterprise, "Masked");
    const res = await callRoute<Envelope<ListAnswer>>(
      listKeys,
      jsonRequest("GET", "/api/admin/api-keys", undefined, superAdmin.headers),
    );
    expect(res.status).toBe(200);
    const listed = res.body.data.apiKeys.find((key) => key.id === apiKey.id)!;
    expect(listed.maskedKey.startsWith(secret.slice(0, 12))).toBe(true);
    expect(listed.maskedKey).not.toContain(secret.slice(12, 16));
    expect(listed).toMatchObject({
      name: "Masked",
      owner: { email: enterprise.user.email },
      requestCount: 0,
      lastUsedAt: null,
      revoked: false,
    });
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain((await keyRow(apiKey.id)).keyHash);
    expect(raw).not.toContain(secret.slice(12));
    expect(res.body.data.rateLimitPerHour).toBe(1000);
    expect(res.body.data.stats.totalKeys).toBe(res.body.data.stats.activeKeys + res.body.data.stats.revokedKeys);
  });
});

describe("Authorization: Bearer <API key>", () => {
  it("reads as the owner: an ENTERPRISE key gets premium picks in full, a visitor does not", async () => {
    const { secret } = await newKey(enterprise);
    const one = await readOne(secret);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: premiumPick.id, withheld: false, pick: premiumPick.pick });
    const list = await callRoute<Envelope<{ predictions: Record<string, unknown>[] }>>(
      listPredictions,
      jsonRequest("GET", "/api/predictions?limit=50", undefined, bearer(secret)),
    );
    expect(list.status).toBe(200);
    expect(list.body.data.predictions.find((item) => item.id === premiumPick.id)).toMatchObject({
      withheld: false,
      pick: premiumPick.pick,
    });
    const anonymous = await callRoute<Envelope<Record<string, unknown>>>(
      getOne,
      jsonRequest("GET", `/api/predictions/${premiumPick.id}`),
      { predictionId: premiumPick.id },
    );
    expect(anonymous.body.data).toMatchObject({ withheld: true });
    expect(anonymous.body.data).not.toHaveProperty("pick");
  });

  it("counts every served request and when the key was last used", async () => {
    const { apiKey, secret } = await newKey(enterprise);
    await readOne(secret);
    await readOne(secret);
    const row = await keyRow(apiKey.id);
    expect(row.requestCount).toBe(2);
    expect(row.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses writes with 403, and never carries an admin role", async () => {
    const { apiKey, secret } = await newKey(enterprise);
    const write = await post({ name: "By key", owner: enterprise.user.email }, bearer(secret));
    expect(write.status).toBe(403);
    expect(write.body.error).toBe("API keys are read-only: only GET requests are allowed.");

    const adminOwner = await member("ENTERPRISE", null, "ADMIN");
    const adminKey = await newKey(adminOwner);
    const adminRead = await callRoute(
      listKeys,
      jsonRequest("GET", "/api/admin/api-keys", undefined, bearer(adminKey.secret)),
    );
    expect(adminRead.status).toBe(403);
    expect((await keyRow(apiKey.id)).requestCount).toBe(0);
  });

  it("answers 401 for unknown and revoked keys and for an owner whose plan lapsed", async () => {
    expect((await readOne("ek_live_thisKeyWasNeverIssuedByUs0000000000000000000")).status).toBe(401);

    const { apiKey, secret } = await newKey(enterprise);
    expect((await readOne(secret)).status).toBe(200);
    const del = (headers: Record<string, string>) =>
      callRoute<Envelope<{ id: string }>>(
        revoke,
        jsonRequest("DELETE", `/api/admin/api-keys/${apiKey.id}`, undefined, headers),
        { keyId: apiKey.id },
      );
    expect((await del(admin.headers)).status).toBe(403);
    expect((await del(superAdmin.headers)).status).toBe(200);
    const refused = await readOne(secret);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("This API key has been revoked.");
    expect((await del(superAdmin.headers)).status).toBe(409);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "api_key.revoke"), eq(auditLog.entityId, apiKey.id)));
    expect(entry).toMatchObject({ actorId: superAdmin.user.id, before: { revokedAt: null } });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await callRoute(
          revoke,
          jsonRequest("DELETE", `/api/admin/api-keys/${missing}`, undefined, superAdmin.headers),
          { keyId: missing },
        )
      ).status,
    ).toBe(404);

    const owner = await member("ENTERPRISE");
    const lapsing = await newKey(owner);
    expect((await readOne(lapsing.secret)).status).toBe(200);
    await db.update(users).set({ subscriptionStatus: "CANCELLED" }).where(eq(users.id, owner.user.id));
    expect((await readOne(lapsing.secret)).status).toBe(401);
  });

  describe("rate limit", () => {
    afterEach(async () => {
      await db.update(globalSettings).set({ value: 1000 }).where(eq(globalSettings.key, "api_rate_limit_per_hour"));
    });

    it("answers 429 with Retry-After once a key has used api_rate_limit_per_hour, per key", async () => {
      await db.update(globalSettings).set({ value: 3 }).where(eq(globalSettings.key, "api_rate_limit_per_hour"));
      const { apiKey, secret } = await newKey(enterprise);
      for (let i = 0; i < 3; i++) expect((await readOne(secret)).status).toBe(200);
      const limited = await readOne(secret);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe("rate_limited");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await keyRow(apiKey.id)).requestCount).toBe(3);
      // Another key of the same owner has its own allowance.
      expect((await readOne((await newKey(enterprise)).secret)).status).toBe(200);
    });
  });
});
