import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { sessionCookie, withCookie } from "@/lib/auth/cookies";
import { verifyEmail } from "@/lib/accounts/registration.service";
import { verifyEmailSchema } from "@/lib/accounts/auth.input";
import { afterConfirmation } from "@/lib/growth/referrals.service";

// POST /api/auth/verify-email: confirms the address with the e-mailed one-time token and signs its owner in
// (the same answer and cookie as /api/auth/login). A POST, not the link's GET, so a mail scanner that
// prefetches links cannot use the token up. A confirmed friend's invitation is decided right after.
export const POST = withRoute({ auth: "public", body: verifyEmailSchema }, async ({ body, ip, request }) => {
  const session = await verifyEmail(body);
  const response = withCookie(ok({ token: session.token, user: session.user }), sessionCookie(session.sessionToken));
  const cookieHeader = request.headers.get("cookie");
  const deviceCookie = await afterConfirmation({ userId: session.user.id, cookieHeader, ip });
  return deviceCookie ? withCookie(response, deviceCookie) : response;
});
