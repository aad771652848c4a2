import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { stakeSuggestionsFor } from "@/lib/bets/stake-suggestion.service";
import { memberDashboard } from "@/lib/members/dashboard.cache";

// GET /api/user/dashboard: the caller's name and tier, the four statistics and the 5 newest tracked picks
// (the figures cached per member until their own writes or a settlement expire them), and the stake suggestions of
// those picks, read at every request so that a pause silences them at once
export const GET = withRoute({ auth: "member" }, async ({ caller, timeZone }) => {
  const dashboard = await memberDashboard({ ...caller.user, timeZone });
  const open = dashboard.recent.filter((pick) => !pick.withheld && pick.status === "PENDING").map((pick) => pick.id);
  return ok({ ...dashboard, stakeSuggestions: await stakeSuggestionsFor(caller.user.id, open) });
});
