import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getDashboard } from "@/lib/members/dashboard.service";

// GET /api/user/dashboard: the caller's name and tier, the four statistics and the 5 newest tracked picks
export const GET = withRoute({ auth: "member" }, async ({ caller, timeZone }) => ok(await getDashboard({ ...caller.user, timeZone })));
