import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { resetAdminSettings } from "@/lib/settings/admin.service";

// POST /api/admin/settings/reset: non-secret settings back to the seed's defaults (audited); answers the new list
export const POST = withRoute({ auth: "super_admin" }, async ({ caller, ip }) =>
  ok(await resetAdminSettings(auditActor(caller, ip))),
);
