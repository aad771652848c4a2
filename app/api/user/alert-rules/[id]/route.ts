import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { alertRuleBodySchema, alertRuleParamsSchema } from "@/lib/alerts/alerts.input";
import { deleteAlertRule, replaceAlertRule } from "@/lib/alerts/alerts.service";

// PUT /api/user/alert-rules/[id]: replace one of the caller's rules (another member's answers 404)
export const PUT = withRoute(
  { auth: "member", params: alertRuleParamsSchema, body: alertRuleBodySchema },
  async ({ caller, params, body, timeZone }) => ok(await replaceAlertRule(caller.user.id, params.id, body, timeZone)),
);

// DELETE /api/user/alert-rules/[id]: delete one of the caller's rules
export const DELETE = withRoute({ auth: "member", params: alertRuleParamsSchema }, async ({ caller, params }) => {
  await deleteAlertRule(caller.user.id, params.id);
  return ok(null);
});
