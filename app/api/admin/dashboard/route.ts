import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAdminDashboardStats } from "@/lib/analytics/dashboard.service";

// GET /api/admin/dashboard: the dashboard's stat cards (users, conversion, accuracy, predictions, matches); admins
export const GET = withRoute({ auth: "admin" }, async () => ok(await getAdminDashboardStats()));
