import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { clearedSessionCookie, withCookie } from "@/lib/auth/cookies";
import { logout } from "@/lib/accounts/auth.service";

// POST /api/auth/logout: end the session; every token issued so far stops working
export const POST = withRoute({ auth: "public" }, async ({ caller }) => {
  if (caller) await logout(caller);
  return withCookie(ok(null), clearedSessionCookie());
});
