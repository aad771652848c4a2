import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { createUser, listUsers } from "@/lib/accounts/users.service";
import { createUserSchema, listUsersQuerySchema } from "@/lib/accounts/users.input";

// Access policy of the users API: the table at the top of lib/accounts/users.service.ts.

// GET /api/users: the /admin/users list (page, limit 20, role, search by email or name); super admins only
export const GET = withRoute({ auth: "super_admin", query: listUsersQuerySchema }, async ({ query }) =>
  ok(await listUsers(query)),
);

// POST /api/users: create an account (/admin/create-users); admins create USERs, only super admins ADMIN or SUPER_ADMIN
export const POST = withRoute({ auth: "admin", body: createUserSchema }, async ({ caller, body, ip }) =>
  ok(await createUser(caller, body, ip), { status: 201 }),
);
