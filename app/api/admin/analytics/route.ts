import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getAdminAnalytics } from "@/lib/analytics/analytics.service";
import { analyticsCsv, analyticsCsvFileName } from "@/lib/analytics/analytics-csv.rules";
import { analyticsQuerySchema } from "@/lib/analytics/analytics.input";

// GET /api/admin/analytics?days=7|30|90&format=json|csv: accuracy, sign-ins, engagement and revenue per day;
// format=csv downloads the same figures (Export Data); admins
export const GET = withRoute({ auth: "admin", query: analyticsQuerySchema }, async ({ query }) => {
  const report = await getAdminAnalytics(query.days);
  if (query.format === "json") return ok(report);
  return new Response(analyticsCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFileName(report)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
