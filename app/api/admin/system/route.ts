import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getSystemReadout } from "@/lib/system/admin.service";

// GET /api/admin/system: database mode and size, job runner, versions, uptime and table counts; admins
export const GET = withRoute({ auth: "admin" }, async () => ok(await getSystemReadout()));
