import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { deleteUser, getUser, updateUser } from "@/lib/accounts/users.service";
import { updateUserSchema, userParamsSchema } from "@/lib/accounts/users.input";

// Access policy of the users API: the table at the top of lib/accounts/users.service.ts. A malformed id answers 404.

// GET /api/users/{userId}: one user; super admins only
export const GET = withRoute({ auth: "super_admin", params: userParamsSchema }, async ({ params }) =>
  ok(await getUser(params.userId)),
);

// PUT /api/users/{userId}: edit name, e-mail, role, plan, status, verified or disabled; super admins only
export const PUT = withRoute(
  { auth: "super_admin", params: userParamsSchema, body: updateUserSchema },
  async ({ caller, params, body, ip }) => ok(await updateUser(caller, params.userId, body, ip)),
);

// DELETE /api/users/{userId}: delete the account; super admins only, never the last one or oneself
export const DELETE = withRoute({ auth: "super_admin", params: userParamsSchema }, async ({ caller, params, ip }) => {
  await deleteUser(caller, params.userId, ip);
  return ok(null);
});
