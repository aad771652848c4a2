import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getSportsWithLeagues } from "@/lib/catalogue/reference.service";

// GET /api/sports: every sport with its listed leagues
export const GET = withRoute({ auth: "public" }, async () => ok(await getSportsWithLeagues()));
