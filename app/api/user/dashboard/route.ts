import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { memberDashboard } from "@/lib/members/dashboard.cache";

// GET /api/user/dashboard: the caller's name and tier, the four statistics and the 5 newest tracked picks
// (the figures cached per member until their own writes or a settlement expire them)
export const GET = withRoute({ auth: "member" }, async ({ caller, timeZone }) =>
  ok(await memberDashboard({ ...caller.user, timeZone })),
);
