import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listPickerMatches } from "@/lib/predictions/admin.service";
import { pickerMatchesQuerySchema } from "@/lib/predictions/admin.input";

// GET /api/admin/predictions/upcoming-matches: up to 50 matches not yet started, for Generate AI Predictions
export const GET = withRoute({ auth: "admin", query: pickerMatchesQuerySchema }, async ({ query }) =>
  ok(await listPickerMatches(query)),
);
