import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listAdminSettings } from "@/lib/settings/admin.service";

// GET /api/admin/settings: every global setting grouped by category, with type and description; secrets masked
export const GET = withRoute({ auth: "super_admin" }, async () => ok(await listAdminSettings()));
