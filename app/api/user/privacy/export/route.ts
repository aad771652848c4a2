import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { exportMemberData } from "@/lib/privacy/privacy-export.service";

// GET /api/user/privacy/export: everything held about the caller, as a JSON file to save (the envelope's data)
export const GET = withRoute({ auth: "member" }, async ({ caller }) => {
  const data = await exportMemberData(caller.user.id);
  const day = data.exportedAt.slice(0, 10);
  return ok(data, { headers: { "Content-Disposition": `attachment; filename="edgecast-my-data-${day}.json"` } });
});
