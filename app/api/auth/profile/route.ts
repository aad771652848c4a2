import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { sessionCookie, withCookie } from "@/lib/auth/cookies";
import { getProfile, updateProfile } from "@/lib/accounts/auth.service";
import { updateProfileSchema } from "@/lib/accounts/auth.input";

// GET /api/auth/profile: the signed-in user with the subscription fields
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(getProfile(caller)));

// PUT /api/auth/profile: change the signed-in user's name, and the e-mail with the current password.
// An e-mail change ends every session: the answer carries a fresh bearer token and session cookie.
export const PUT = withRoute({ auth: "member", body: updateProfileSchema }, async ({ caller, body }) => {
  const { user, session } = await updateProfile(caller, body);
  if (!session) return ok(user);
  return withCookie(ok({ ...user, token: session.token }), sessionCookie(session.sessionToken));
});
