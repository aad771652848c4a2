import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { generateLeaguePredictions } from "@/lib/analytics/dashboard.service";
import { auditActor } from "@/lib/audit/audit.service";
import { panelGenerateSchema } from "@/lib/analytics/dashboard.input";

// POST /api/admin/dashboard/generate-predictions { sport, league }: the scraper panel's Generate Predictions for
// the league's upcoming matches; answers predictions_generated (audited as prediction.generate when it writes)
export const POST = withRoute(
  { auth: "admin", body: panelGenerateSchema, rateLimit: "generation" },
  async ({ body, caller, ip }) => ok(await generateLeaguePredictions(auditActor(caller, ip), body)),
);
