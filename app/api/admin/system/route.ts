import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/accounts/session-tokens.service";
import { ADMIN_SESSION_TIMEOUT_SETTING, DEFAULT_ADMIN_SESSION_TIMEOUT_MINUTES } from "@/lib/auth/admin-activity";
import { readNumberSetting } from "@/lib/settings/settings.service";
import type { SystemAnswer } from "@/lib/system/admin.dto";
import { getSystemReadout } from "@/lib/system/admin.service";

// GET /api/admin/system: database mode and size, job runner, versions, uptime, table counts and the session limits;
// admins (the system settings and database pages read it in the browser)
export const GET = withRoute({ auth: "admin" }, async () => {
  const [system, adminInactivityMinutes] = await Promise.all([
    getSystemReadout(),
    readNumberSetting(ADMIN_SESSION_TIMEOUT_SETTING, DEFAULT_ADMIN_SESSION_TIMEOUT_MINUTES),
  ]);
  const answer: SystemAnswer = {
    ...system,
    sessions: { lifetimeSeconds: SESSION_MAX_AGE_SECONDS, adminInactivityMinutes },
  };
  return ok(answer);
});
