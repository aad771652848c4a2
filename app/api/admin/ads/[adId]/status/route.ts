import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { setAdUnitStatus } from "@/lib/ads/admin.service";
import { auditActor } from "@/lib/audit/audit.service";
import { adParamsSchema, updateAdStatusSchema } from "@/lib/ads/ads.input";

// PATCH /api/admin/ads/[adId]/status: activate or pause an ad unit (audited)
export const PATCH = withRoute(
  { auth: "admin", params: adParamsSchema, body: updateAdStatusSchema },
  async ({ params, body, caller, ip }) => ok(await setAdUnitStatus(auditActor(caller, ip), params.adId, body)),
);
