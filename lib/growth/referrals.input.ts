import { z } from "zod";

import { registerSchema } from "@/lib/accounts/auth.input";
import { queryInt, text } from "@/lib/core/common.input";
import { listFilter } from "@/lib/core/admin-list.input";

// Invitations: the sign-up body's optional code, and the admin ledger's query, path and reversal body.

/**
 * POST /api/auth/register with an optional invitation code. Any string up to 64 characters is accepted and a code
 * that is not a valid one is ignored, so the answer never says whether a code (or its account) exists.
 */
export const registerWithReferralSchema = registerSchema.extend({
  referralCode: z.string().max(64, "referralCode must be at most 64 characters").optional(),
});

const REFERRAL_STATUSES = ["PENDING", "CREDITED", "REFUSED", "REVERSED"] as const;

/** GET /api/admin/referrals?page&limit&status */
export const listReferralsQuerySchema = z.object({
  page: queryInt("Page", 1, 100_000, 1),
  limit: queryInt("Limit", 1, 100, 20),
  status: listFilter(REFERRAL_STATUSES, "Status"),
});

/** /api/admin/referrals/{referralId}/…; a malformed id answers 404. */
export const referralParamsSchema = z.object({ referralId: z.uuid() });

/** POST /api/admin/referrals/{referralId}/reverse: why (kept on the referral, the ledger rows and the audit). */
export const reverseReferralSchema = z.object({ reason: text(500) });
