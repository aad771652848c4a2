import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAdminSchedule } from "@/lib/pipeline/schedule.service";

// GET /api/admin/schedule: fixtures in the next 7 days and the next runs of the scheduled jobs; admins (the
// schedule page reads it in the browser)
export const GET = withRoute({ auth: "admin" }, async () => ok(await getAdminSchedule()));
