import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { createDashboardAdmin } from "@/lib/analytics/dashboard.service";

// POST /api/admin/dashboard/admin-user: the dashboard's Create Admin User: a generated ADMIN account whose
// password is answered once (stored hashed only); super admins only (audited as user.create)
export const POST = withRoute({ auth: "super_admin" }, async ({ caller, ip }) =>
  ok(await createDashboardAdmin(caller, ip), { status: 201 }),
);
