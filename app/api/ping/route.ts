import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";

// GET /api/ping: liveness without the database (the trivial JSON route the HTTP bench compares the API with)
export const GET = withRoute({ auth: "public" }, async () => ok({ pong: true }));
