import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { weeklyBudgetStatus } from "@/lib/bets/budget.service";

// GET /api/user/play-limits/budget: this week's stakes (Monday to Sunday in the caller's zone) against the weekly
// budget: level "none", "ok", "warning" (from 80 %) or "over" (from 100 %), with the figures
export const GET = withRoute({ auth: "member" }, async ({ caller, timeZone }) =>
  ok(await weeklyBudgetStatus(caller.user.id, new Date(), timeZone)),
);
