import { z } from "zod";

// Keyset cursors of the lists (GET /api/predictions, the admin predictions and users lists). A cursor is
// opaque to the client: `base64url(payload).base64url(mac)`, where the payload names the order it was cut
// from (`k`) and the sort-key values of the last row it saw, the id last (`v`), and the mac is an HMAC over
// the payload and what the cursor is bound to (list, order, filters, the viewer's entitlement class).
// Sealing and opening need the app secret, so they live on the server (lib/accounts/cursor-tokens.service.ts);
// this file is what the browser may share: the shapes and the query parameter.

/** One sort-key value of a row, as the database writes it in JSON (lib/core/keyset.ts keysetValues). */
export type CursorValue = string | number | boolean | null;

/** Longest cursor text accepted: a payload of a few keys (a 100-character pick at most) and its mac. */
export const CURSOR_MAX_LENGTH = 1024;

/**
 * The payload once its mac is verified: `k` the order it was cut from ('kickoff', 'createdAt:desc'), `v` the
 * last row's sort-key values in order, its id last (then checked by column type before SQL).
 */
export const cursorDocumentSchema = z
  .object({
    k: z.string().min(1).max(40),
    v: z
      .array(z.union([z.string().max(300), z.number().finite(), z.boolean(), z.null()]))
      .min(1)
      .max(6),
  })
  .strict();

/**
 * The `cursor` query parameter: absent or empty → undefined; otherwise the text as sent. Whether it is a
 * cursor of this list, sort, filters and viewer is decided when the service opens it, which answers 400
 * "Invalid cursor" for anything else (the answer does not say which check failed).
 */
export const cursorParam = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
