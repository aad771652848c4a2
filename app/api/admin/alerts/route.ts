import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAdminAlertFigures } from "@/lib/alerts/admin-figures.service";

// GET /api/admin/alerts: alert volume and outcomes per channel over 24 hours and 7 days, rules, push devices and
// the latest failures (the automation panel's Alerts section); admins
export const GET = withRoute({ auth: "admin" }, async () => ok(await getAdminAlertFigures()));
