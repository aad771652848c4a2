import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAutomationMetrics } from "@/lib/pipeline/automation.service";
import { automationMetricsQuerySchema } from "@/lib/pipeline/automation.input";

// GET /api/automation/metrics?timeframe=24h|7d|30d: success rate, jobs, matches and predictions from the job runs
export const GET = withRoute({ auth: "admin", query: automationMetricsQuerySchema }, async ({ query }) =>
  ok(await getAutomationMetrics(query)),
);
