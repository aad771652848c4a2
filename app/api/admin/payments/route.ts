import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAdminPayments } from "@/lib/payments/admin.service";
import { listPaymentsQuerySchema } from "@/lib/payments/admin.input";

// GET /api/admin/payments: one page of payment orders with their refunds (search, status, provider, sort)
export const GET = withRoute({ auth: "admin", query: listPaymentsQuerySchema }, async ({ query }) =>
  ok(await listAdminPayments(query)),
);
