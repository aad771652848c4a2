import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { deleteAdUnit } from "@/lib/ads/admin.service";
import { auditActor } from "@/lib/audit/audit.service";
import { adParamsSchema } from "@/lib/ads/ads.input";

// DELETE /api/admin/ads/[adId]: delete an ad unit and its recorded events (audited)
export const DELETE = withRoute({ auth: "admin", params: adParamsSchema }, async ({ params, caller, ip }) =>
  ok(await deleteAdUnit(auditActor(caller, ip), params.adId)),
);
