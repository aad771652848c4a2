import "server-only";

import { and, count, desc, eq, isNotNull, isNull, sql, sum, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { apiKeys, users, type NewApiKey } from "@/db/schema";

// API keys. SQL only: how keys are made, hashed, masked and who may own one is in
// lib/subscriptions/api-keys.service.ts; request-time authentication is in lib/auth/api-keys.ts. No query here ever
// selects key_hash for display.

/** Columns an admin may see: the hash stays in the database. */
const listedColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  userId: apiKeys.userId,
  ownerEmail: users.email,
  ownerName: users.fullName,
  createdById: apiKeys.createdById,
  lastUsedAt: apiKeys.lastUsedAt,
  requestCount: apiKeys.requestCount,
  revokedAt: apiKeys.revokedAt,
  expiresAt: apiKeys.expiresAt,
  createdAt: apiKeys.createdAt,
};

export type ListedApiKey = NonNullable<Awaited<ReturnType<typeof getApiKey>>>;

export async function insertApiKey(values: NewApiKey, tx: DbOrTx = db) {
  const [row] = await tx.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!;
}

export async function getApiKey(id: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select(listedColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.id, id))
    .limit(1);
  return row ?? null;
}

function statusFilter(status: "active" | "revoked" | undefined): SQL | undefined {
  if (status === "active") return isNull(apiKeys.revokedAt);
  if (status === "revoked") return isNotNull(apiKeys.revokedAt);
  return undefined;
}

export async function listApiKeys(
  params: { page: number; limit: number; status?: "active" | "revoked" },
  tx: DbOrTx = db,
) {
  const where = statusFilter(params.status);
  const [rows, [total]] = await Promise.all([
    tx
      .select(listedColumns)
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(apiKeys).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Figures of every key, whatever the table filters: active and revoked keys, requests, keys used since `since`. */
export async function getApiKeyStats(since: Date, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      total: count(),
      active: count(sql`case when ${apiKeys.revokedAt} is null then 1 end`),
      requests: sum(apiKeys.requestCount).mapWith(Number),
      usedSince: count(sql`case when ${apiKeys.lastUsedAt} >= ${since.toISOString()}::timestamptz then 1 end`),
    })
    .from(apiKeys);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    requests: row?.requests ?? 0,
    usedSince: row?.usedSince ?? 0,
  };
}

/** The key with this hash and the columns authentication needs (its owner is read separately). */
export async function getApiKeyByHash(keyHash: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      keyHash: apiKeys.keyHash,
      userId: apiKeys.userId,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

/** Marks a key revoked once; null when it does not exist or was already revoked. */
export async function revokeApiKey(id: string, now: Date, tx: DbOrTx = db) {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      userId: apiKeys.userId,
      revokedAt: apiKeys.revokedAt,
    });
  return row ?? null;
}

/** One served request: the counter moves in the database, so concurrent requests are all counted. */
export async function recordApiKeyUse(id: string, now: Date, tx: DbOrTx = db) {
  await tx
    .update(apiKeys)
    .set({ requestCount: sql`${apiKeys.requestCount} + 1`, lastUsedAt: now })
    .where(eq(apiKeys.id, id));
}
