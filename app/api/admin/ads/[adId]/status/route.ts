import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { setAdUnitStatus } from "@/lib/services/admin-ads";
import { auditActor } from "@/lib/services/audit";
import { adParamsSchema, updateAdStatusSchema } from "@/lib/validations/ads";

// PATCH /api/admin/ads/[adId]/status: activate or pause an ad unit (audited)
export const PATCH = withRoute({ auth: "admin", params: adParamsSchema, body: updateAdStatusSchema }, async ({ params, body, caller, ip }) =>
  ok(await setAdUnitStatus(auditActor(caller, ip), params.adId, body)),
);
