import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAdminPayments } from "@/lib/services/admin-payments";
import { listPaymentsQuerySchema } from "@/lib/validations/admin-payments";

// GET /api/admin/payments: one page of payment orders with their refunds (search, status, provider, sort)
export const GET = withRoute({ auth: "admin", query: listPaymentsQuerySchema }, async ({ query }) => ok(await listAdminPayments(query)));
