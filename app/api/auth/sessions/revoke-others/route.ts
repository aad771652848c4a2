import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { sessionCookie, withCookie } from "@/lib/auth/cookies";
import { revokeOtherSessions } from "@/lib/accounts/auth.service";

// POST /api/auth/sessions/revoke-others: sign out every other session, keep this one
export const POST = withRoute({ auth: "member" }, async ({ caller }) => {
  const session = await revokeOtherSessions(caller);
  return withCookie(ok({ token: session.token, user: session.user }), sessionCookie(session.sessionToken));
});
