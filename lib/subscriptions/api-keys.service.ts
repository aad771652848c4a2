import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { db } from "@/db";
import * as apiKeyQueries from "@/lib/subscriptions/api-keys.queries";
import { getPlan } from "@/lib/predictions/plans.queries";
import { getUserByEmail, getUserById, type UserRecord } from "@/lib/accounts/users.queries";
import type { SubscriptionTier } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { hasActiveSubscription } from "@/lib/predictions/entitlements.rules";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { readNumberSetting } from "@/lib/settings/settings.service";
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_PAGE_SIZE,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  type CreateApiKeyInput,
  type ListApiKeysQuery,
} from "@/lib/subscriptions/api-keys.input";
import { exactPagination } from "@/lib/core/pagination";

import { toApiKeyDto } from "./api-keys.dto";

// API keys for ENTERPRISE clients. A key is `ek_live_` + 32 random bytes in base64url; it is
// shown once at creation and only its SHA-256 hash and first 12 characters are stored. A key acts as its
// owner, read-only, while the owner's plan includes API access (plans.api_access: ENTERPRISE and VIP in
// the seed). Request-time checks live in lib/auth/api-keys.ts.

/** Used only when the owner's plan row is missing, so the rule never depends on a row being present. */
const API_ACCESS_TIERS_FALLBACK: readonly string[] = ["ENTERPRISE", "VIP"];
const DEFAULT_API_RATE_LIMIT_PER_HOUR = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** The stored form of a key. A plain SHA-256 suffices: the key has 256 random bits, nothing to brute-force. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Whether `owner` may hold and use an API key now: an enabled account on an active plan with API access. */
export async function hasApiAccess(owner: UserRecord, now = new Date()): Promise<boolean> {
  if (owner.disabledAt || !hasActiveSubscription(owner, now)) return false;
  const plan = await getPlan(owner.subscriptionTier as SubscriptionTier);
  return plan ? plan.apiAccess : API_ACCESS_TIERS_FALLBACK.includes(owner.subscriptionTier);
}

/** The requests per hour each key may make (global setting api_rate_limit_per_hour), at least 1. */
export async function readApiRateLimitPerHour(): Promise<number> {
  return Math.max(1, Math.floor(await readNumberSetting("api_rate_limit_per_hour", DEFAULT_API_RATE_LIMIT_PER_HOUR)));
}

export async function listApiKeys(query: ListApiKeysQuery, now = new Date()) {
  const [{ rows, total }, stats, rateLimitPerHour] = await Promise.all([
    apiKeyQueries.listApiKeys({ page: query.page, limit: API_KEY_PAGE_SIZE, status: query.status }),
    apiKeyQueries.getApiKeyStats(new Date(now.getTime() - DAY_MS)),
    readApiRateLimitPerHour(),
  ]);
  return {
    apiKeys: rows.map(toApiKeyDto),
    pagination: exactPagination(query.page, API_KEY_PAGE_SIZE, total),
    stats: {
      totalKeys: stats.total,
      activeKeys: stats.active,
      revokedKeys: stats.total - stats.active,
      totalRequests: stats.requests,
      usedLast24Hours: stats.usedSince,
    },
    rateLimitPerHour,
  };
}

async function findOwner(owner: string): Promise<UserRecord | null> {
  return owner.includes("@") ? getUserByEmail(owner.toLowerCase()) : getUserById(owner);
}

/**
 * Creates a key for `input.owner` (e-mail or user id), who must be on an active plan with API access.
 * Returns the full key once; the database and the audit entry keep only its hash and prefix.
 */
export async function createApiKey(actor: AuditActor & { id: string }, input: CreateApiKeyInput, now = new Date()) {
  const owner = await findOwner(input.owner);
  if (!owner) throw new AppError("not_found", "No account has that e-mail address or user id.");
  if (!(await hasApiAccess(owner, now))) {
    throw new AppError(
      "bad_request",
      "API keys are only for accounts with an active Enterprise or VIP subscription; this account has none.",
    );
  }
  const secret = generateApiKey();
  const prefix = secret.slice(0, API_KEY_VISIBLE_CHARS);
  const days = API_KEY_EXPIRY_DAYS[input.expires ?? "never"];
  const expiresAt = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  const id = await db.transaction(async (tx) => {
    const created = await apiKeyQueries.insertApiKey(
      { name: input.name, prefix, keyHash: hashApiKey(secret), userId: owner.id, createdById: actor.id, expiresAt },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "api_key.create",
      entityType: "api_key",
      entityId: created.id,
      after: {
        name: input.name,
        prefix,
        ownerId: owner.id,
        ownerEmail: owner.email,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
    });
    return created.id;
  });
  const row = await apiKeyQueries.getApiKey(id);
  return { apiKey: toApiKeyDto(row!), secret };
}

/** Revokes a key for good (audited). Unknown key → 404; already revoked → 409. */
export async function revokeApiKey(actor: AuditActor, keyId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const revoked = await apiKeyQueries.revokeApiKey(keyId, now, tx);
    if (!revoked) {
      const existing = await apiKeyQueries.getApiKey(keyId, tx);
      if (!existing) throw new AppError("not_found", "API key not found.");
      throw new AppError("conflict", "This API key is already revoked.");
    }
    await recordAudit(tx, actor, {
      action: "api_key.revoke",
      entityType: "api_key",
      entityId: revoked.id,
      before: { revokedAt: null },
      after: {
        name: revoked.name,
        prefix: revoked.prefix,
        ownerId: revoked.userId,
        revokedAt: revoked.revokedAt?.toISOString() ?? null,
      },
    });
    return { id: revoked.id, revokedAt: revoked.revokedAt?.toISOString() ?? null };
  });
}
