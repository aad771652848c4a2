import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { withCookie } from "@/lib/auth/cookies";
import { register } from "@/lib/accounts/registration.service";
import { afterSignUp } from "@/lib/growth/referrals.service";
import { registerWithReferralSchema } from "@/lib/growth/referrals.input";

// POST /api/auth/register: the same 202 and message whether or not the address already has an account;
// what follows arrives by e-mail (lib/accounts/auth.service.ts). Any role in the payload is ignored. An invitation
// code (the body's, else the /r/{code} cookie's) is recorded for a new account and otherwise ignored, silently.
export const POST = withRoute({ auth: "public", body: registerWithReferralSchema }, async ({ body, ip, request }) => {
  const { referralCode, ...input } = body;
  const answer = ok(await register(input, { ip }), { status: 202 });
  const cookieHeader = request.headers.get("cookie");
  const deviceCookie = await afterSignUp({ email: input.email, referralCode, cookieHeader, ip });
  return deviceCookie ? withCookie(answer, deviceCookie) : answer;
});
