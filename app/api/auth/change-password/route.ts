import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { sessionCookie, withCookie } from "@/lib/auth/cookies";
import { changePassword } from "@/lib/accounts/auth.service";
import { changePasswordSchema } from "@/lib/accounts/auth.input";

// PUT /api/auth/change-password: new password; other sessions end, this one gets fresh tokens
export const PUT = withRoute({ auth: "member", body: changePasswordSchema }, async ({ caller, body }) => {
  const session = await changePassword(caller, body);
  return withCookie(ok({ token: session.token, user: session.user }), sessionCookie(session.sessionToken));
});
