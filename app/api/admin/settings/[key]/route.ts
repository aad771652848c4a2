import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { updateAdminSetting } from "@/lib/settings/admin.service";
import { settingParamsSchema, updateSettingSchema } from "@/lib/settings/settings.input";

// PUT /api/admin/settings/{key} { value }: one typed edit (wrong type 400, broken rule 422, unknown key 404; audited)
export const PUT = withRoute(
  { auth: "super_admin", params: settingParamsSchema, body: updateSettingSchema },
  async ({ params, body, caller, ip }) => ok(await updateAdminSetting(auditActor(caller, ip), params.key, body.value)),
);
