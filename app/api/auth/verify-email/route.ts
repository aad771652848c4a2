import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { sessionCookie, withCookie } from "@/lib/auth/cookies";
import { verifyEmail } from "@/lib/accounts/registration.service";
import { verifyEmailSchema } from "@/lib/accounts/auth.input";

// POST /api/auth/verify-email: confirms the address with the e-mailed one-time token and signs its owner in
// (the same answer and cookie as /api/auth/login). A POST, not the link's GET, so a mail scanner that
// prefetches links cannot use the token up.
export const POST = withRoute({ auth: "public", body: verifyEmailSchema }, async ({ body }) => {
  const session = await verifyEmail(body);
  return withCookie(ok({ token: session.token, user: session.user }), sessionCookie(session.sessionToken));
});
