import { announcePicksPublished } from "@/lib/alerts/publication.service";
import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { generatePredictions } from "@/lib/generation/generation.service";
import { generatePredictionsSchema } from "@/lib/predictions/predictions.input";

// POST /api/predictions/generate: model predictions for one upcoming match (markets default to moneyline, spread,
// total); the new picks are announced to the alerts
export const POST = withRoute(
  { auth: "admin", body: generatePredictionsSchema, rateLimit: "generation" },
  async ({ body, caller, ip }) => {
    const summary = await generatePredictions({
      matchIds: [body.matchId],
      markets: body.markets,
      actor: auditActor(caller, ip),
    });
    await announcePicksPublished(summary.predictions.filter((pick) => pick.isPublished).map((pick) => pick.id));
    return ok(summary);
  },
);
