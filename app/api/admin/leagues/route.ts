import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listLeaguesForAdmin } from "@/lib/catalogue/reference.service";

// GET /api/admin/leagues: every league, listed or not, with its sport, country, tier and how many teams, matches
// (and upcoming ones) and predictions it holds; admins (the leagues page reads it in the browser)
export const GET = withRoute({ auth: "admin" }, async () => ok(await listLeaguesForAdmin()));
