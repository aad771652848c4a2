import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getUserStats } from "@/lib/accounts/users.service";

// GET /api/users/stats: totalUsers, activeUsers (30 days), premiumUsers, recentUsers (7 days); admins
export const GET = withRoute({ auth: "admin" }, async () => ok(await getUserStats()));
