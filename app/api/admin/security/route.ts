import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getSecurityOverview } from "@/lib/accounts/security.service";

// GET /api/admin/security: sign-ins locked out now, the rate limits in force, the session and password policy,
// and the audit entries of the last 24 hours; admins (the security page reads it in the browser)
export const GET = withRoute({ auth: "admin" }, async () => ok(await getSecurityOverview()));
