import { z } from "zod";

import { adminListQuery, listFilter } from "@/lib/core/admin-list.input";

// Admin subscriptions (/admin/subscriptions and its API): the list's query and the values its filters offer.

export const SUBSCRIPTION_PLANS = ["FREE", "BASIC", "PREMIUM", "ENTERPRISE", "VIP"] as const;
/** Plans an admin can grant or record a payment for (FREE needs no subscription). */
export const GRANTABLE_PLANS = ["BASIC", "PREMIUM", "ENTERPRISE", "VIP"] as const;
export const SUBSCRIPTION_ROW_STATUSES = ["ACTIVE", "CANCELLED", "EXPIRED", "PENDING"] as const;
/** Where a period came from: the trial, days a referral earned, a payment, or an admin's grant. */
export const SUBSCRIPTION_SOURCES = ["TRIAL", "REFERRAL", "PAYMENT", "GRANT"] as const;
const SUBSCRIPTION_SORTS = ["createdAt", "startDate", "endDate", "amount", "plan", "status", "userName"] as const;

/** GET /api/admin/subscriptions?page&limit&search&status&plan&source&sort&order; search matches the subscriber's name
 * or e-mail, case-insensitively. */
export const listSubscriptionsQuerySchema = adminListQuery(SUBSCRIPTION_SORTS, "createdAt", {
  status: listFilter(SUBSCRIPTION_ROW_STATUSES, "Status"),
  plan: listFilter(SUBSCRIPTION_PLANS, "Plan"),
  source: listFilter(SUBSCRIPTION_SOURCES, "Source"),
});
export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>;
