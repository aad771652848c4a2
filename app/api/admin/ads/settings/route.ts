import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAdSettings, saveAdSettings } from "@/lib/ads/settings.service";
import { auditActor } from "@/lib/audit/audit.service";
import { adSettingsSchema } from "@/lib/ads/ads.input";

// GET /api/admin/ads/settings: the AdSense publisher id, auto ads and personalised ads settings
export const GET = withRoute({ auth: "admin" }, async () => ok(await getAdSettings()));

// PUT /api/admin/ads/settings: save the AdSense settings the ad slots read (audited)
export const PUT = withRoute({ auth: "admin", body: adSettingsSchema }, async ({ body, caller, ip }) =>
  ok(await saveAdSettings(auditActor(caller, ip), body)),
);
