import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { sessionCookie, withCookie } from "@/lib/auth/cookies";
import { login } from "@/lib/accounts/auth.service";
import { loginSchema } from "@/lib/accounts/auth.input";

// POST /api/auth/login: sign in; answers a bearer token and the user, and sets the session cookie
export const POST = withRoute({ auth: "public", body: loginSchema }, async ({ body, ip }) => {
  const session = await login(body, { ip });
  return withCookie(ok({ token: session.token, user: session.user }), sessionCookie(session.sessionToken));
});
