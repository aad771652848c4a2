import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { checkHealth } from "@/lib/system/health.service";

// GET /api/health: database reachability, version and database mode (embedded or server)
export const GET = withRoute({ auth: "public" }, async () => ok(await checkHealth()));
