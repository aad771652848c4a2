import { z } from "zod";

import { decodeBase64Url, isUncompressedP256Point } from "@/lib/core/base64url";
import { isDateInRange } from "@/lib/core/common.input";

// Inputs of /api/user/push-subscriptions: the browser's standard PushSubscription JSON
// (PushSubscription.toJSON(): endpoint, expirationTime, keys.p256dh, keys.auth). Strict: an unknown key is a
// 400; a value that is not what a browser sends is a 422. Which push services are accepted is a setting
// (PUSH_SERVICE_ORIGINS), checked by the service.

/** A push endpoint: an https URL of at most 2048 characters, without credentials. */
const endpointSchema = z
  .string()
  .max(2048, "Must be at most 2048 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "Must be an https URL");

/** keys.p256dh: the browser's P-256 public key, 65 bytes uncompressed, base64url. */
const p256dhSchema = z
  .string()
  .max(100)
  .refine((value) => isUncompressedP256Point(decodeBase64Url(value)), "Must be an uncompressed P-256 public key");

/** keys.auth: the browser's 16-byte authentication secret, base64url. */
const authSecretSchema = z
  .string()
  .max(32)
  .refine((value) => decodeBase64Url(value)?.length === 16, "Must be 16 bytes, base64url");

/** POST /api/user/push-subscriptions: register (or move to the caller) one device's subscription. */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: endpointSchema,
  // Milliseconds since the epoch when the push service will drop the subscription; browsers mostly send null.
  expirationTime: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .default(null)
    .transform((value) => (value === null ? null : new Date(value)))
    .refine((value) => value === null || isDateInRange(value), "Invalid expiration time"),
  keys: z.strictObject({ p256dh: p256dhSchema, auth: authSecretSchema }),
});
export type PushSubscriptionBody = z.output<typeof pushSubscriptionBodySchema>;

/** DELETE /api/user/push-subscriptions: forget one of the caller's devices. */
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: endpointSchema });
