import { z } from "zod";

import { queryInt, text } from "@/lib/core/common.input";

// API keys for ENTERPRISE clients (listed masked after the first
// 12 characters). Shared by the Create API key dialog and POST /api/admin/api-keys; no transforms, so
// react-hook-form gets the same input and output types.

/** Every key starts with this, so a bearer value is recognised as a key (not a session token) at a glance. */
export const API_KEY_PREFIX = "ek_live_";
/** The characters of a key kept in clear (the stored `prefix`); the rest is never stored. */
export const API_KEY_VISIBLE_CHARS = 12;
const MASK = "•".repeat(24);

/** How a key is shown after creation: its first 12 characters, then a fixed mask (length not revealed). */
export function maskApiKey(prefix: string): string {
  return `${prefix.slice(0, API_KEY_VISIBLE_CHARS)}${MASK}`;
}

/** How long a new key works: a fixed choice of lifetimes, or no expiry. */
export const API_KEY_EXPIRY_DAYS = { never: null, "30": 30, "90": 90, "365": 365 } as const;
export type ApiKeyExpiry = keyof typeof API_KEY_EXPIRY_DAYS;
export const API_KEY_EXPIRY_LABELS: Record<ApiKeyExpiry, string> = {
  never: "Never",
  "30": "In 30 days",
  "90": "In 90 days",
  "365": "In a year",
};

/** POST /api/admin/api-keys: a name for the key, its owner (e-mail address or user id) and its lifetime. */
export const createApiKeySchema = z
  .object({
    name: text(100),
    owner: text(254).refine((value) => !/\s/.test(value), "Enter the owner's e-mail address or user id"),
    /** Missing means no expiry, as before the option existed. */
    expires: z
      .enum(Object.keys(API_KEY_EXPIRY_DAYS) as [ApiKeyExpiry, ...ApiKeyExpiry[]], "Choose when the key expires")
      .optional(),
  })
  .strict();
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** /api/admin/api-keys/{keyId}; a malformed id answers 404. */
export const apiKeyParamsSchema = z.object({
  keyId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[0-9a-f-]+$/i),
});

export const API_KEY_PAGE_SIZE = 20;

/** GET /api/admin/api-keys?page&status */
export const listApiKeysQuerySchema = z.object({
  page: queryInt("Page", 1, 100_000, 1),
  status: z
    .enum(["all", "active", "revoked", ""], "Status must be all, active or revoked")
    .optional()
    .transform((value) => (value === "active" || value === "revoked" ? value : undefined)),
});
export type ListApiKeysQuery = z.infer<typeof listApiKeysQuerySchema>;
