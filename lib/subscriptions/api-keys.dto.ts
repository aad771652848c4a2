import type * as apiKeyQueries from "./api-keys.queries";
import { maskApiKey } from "./api-keys.input";

// An API key as the console lists it: the key itself is never stored, only its prefix, shown masked.

export function toApiKeyDto(row: apiKeyQueries.ListedApiKey) {
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskApiKey(row.prefix),
    owner: { id: row.userId, email: row.ownerEmail, name: row.ownerName },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    requestCount: row.requestCount,
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
