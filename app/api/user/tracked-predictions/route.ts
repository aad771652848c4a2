import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { stakeSuggestionsFor } from "@/lib/bets/stake-suggestion.service";
import { listTrackedPredictions, trackPrediction } from "@/lib/members/tracking.service";
import { trackedPredictionsQuerySchema, trackPredictionSchema } from "@/lib/members/member.input";

// GET /api/user/tracked-predictions?from=&to=&status=&league=&page=&limit=: the caller's followed picks, with
// their stake suggestions by pick id for the pending picks they may read in full (none while they are paused)
export const GET = withRoute(
  { auth: "member", query: trackedPredictionsQuerySchema },
  async ({ caller, query, timeZone }) => {
    const page = await listTrackedPredictions({ ...caller.user, timeZone }, query);
    const open = page.predictions.filter((pick) => !pick.withheld && pick.status === "PENDING").map((pick) => pick.id);
    return ok({ ...page, stakeSuggestions: await stakeSuggestionsFor(caller.user.id, open) });
  },
);

// POST /api/user/tracked-predictions: follow a prediction (201 when new, 200 when already followed)
export const POST = withRoute({ auth: "member", body: trackPredictionSchema }, async ({ caller, body, timeZone }) => {
  const { created, prediction } = await trackPrediction({ ...caller.user, timeZone }, body.predictionId);
  return ok(prediction, { status: created ? 201 : 200 });
});
