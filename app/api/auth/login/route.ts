import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { oddsFormatCookieHeader, sessionCookie, withCookie } from "@/lib/auth/cookies";
import { login } from "@/lib/accounts/auth.service";
import { loginSchema } from "@/lib/accounts/auth.input";
import { afterSignIn } from "@/lib/growth/referrals.service";

// POST /api/auth/login: sign in; answers a bearer token and the user, and sets the session cookie (and the
// odds-format cookie to the member's stored choice, so this device shows it from the first page)
export const POST = withRoute({ auth: "public", body: loginSchema }, async ({ body, ip, request }) => {
  const session = await login(body, { ip });
  const response = withCookie(ok({ token: session.token, user: session.user }), sessionCookie(session.sessionToken));
  const deviceCookie = await afterSignIn({ userId: session.user.id, cookieHeader: request.headers.get("cookie"), ip });
  if (deviceCookie) withCookie(response, deviceCookie);
  return session.oddsFormat ? withCookie(response, oddsFormatCookieHeader(session.oddsFormat)) : response;
});
