import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { alertRuleBodySchema } from "@/lib/alerts/alerts.input";
import { createAlertRule, listAlertRules } from "@/lib/alerts/alerts.service";

// GET /api/user/alert-rules: the caller's alert rules, oldest first
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await listAlertRules(caller.user.id)));

// POST /api/user/alert-rules: create a rule (201); its zone defaults to the caller's
export const POST = withRoute({ auth: "member", body: alertRuleBodySchema }, async ({ caller, body, timeZone }) =>
  ok(await createAlertRule(caller.user.id, body, timeZone), { status: 201 }),
);
