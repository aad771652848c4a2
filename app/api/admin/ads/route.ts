import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { createAdUnit, listAdminAds } from "@/lib/ads/admin.service";
import { auditActor } from "@/lib/audit/audit.service";
import { createAdUnitSchema } from "@/lib/ads/ads.input";

// GET /api/admin/ads: every ad unit with its impressions, clicks, CTR and revenue, and the stat cards
export const GET = withRoute({ auth: "admin" }, async () => ok(await listAdminAds()));

// POST /api/admin/ads: create an ad unit (audited)
export const POST = withRoute({ auth: "admin", body: createAdUnitSchema }, async ({ body, caller, ip }) =>
  ok(await createAdUnit(auditActor(caller, ip), body), { status: 201 }),
);
