import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { listRecentlyCreatedUsers } from "@/lib/accounts/users.service";

// GET /api/users/recent: the accounts the caller created, newest first (/admin/create-users); admins
export const GET = withRoute({ auth: "admin" }, async ({ caller }) =>
  ok({ users: await listRecentlyCreatedUsers(caller) }),
);
