import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAdminSubscriptions } from "@/lib/subscriptions/admin.service";
import { auditActor } from "@/lib/audit/audit.service";
import { grantSubscription } from "@/lib/payments/manual.service";
import { grantSubscriptionSchema } from "@/lib/payments/admin.input";
import { listSubscriptionsQuerySchema } from "@/lib/subscriptions/admin.input";

// GET /api/admin/subscriptions: one page of subscriptions (search, status, plan, sort) and the stat cards
export const GET = withRoute({ auth: "admin", query: listSubscriptionsQuerySchema }, async ({ query }) =>
  ok(await listAdminSubscriptions(query)),
);

// POST /api/admin/subscriptions: Add Subscription, a complimentary grant to an existing account (audited)
export const POST = withRoute({ auth: "admin", body: grantSubscriptionSchema }, async ({ body, caller, ip }) =>
  ok(await grantSubscription({ ...auditActor(caller, ip), id: caller.user.id }, body), { status: 201 }),
);
