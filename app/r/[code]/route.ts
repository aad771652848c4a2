import { NextResponse, type NextRequest } from "next/server";

import { deviceIdentity } from "@/lib/accounts/device-identity.service";
import { useSecureCookies } from "@/lib/accounts/session-tokens.service";
import { env } from "@/lib/env";
import { invitationCode, referralCookie } from "@/lib/growth/referrals.service";
import { routes } from "@/lib/site-config";

// GET /r/{code}: a member's invitation link. A code of an account that may invite leads to the sign-up form with the
// code (and leaves it in an HttpOnly cookie for 30 days, so signing up later from this browser still counts), plus
// the device cookie the referral checks compare. Anything else leads to the plain sign-up form, saying only that the
// link is not valid: whether an account exists behind a code is never told apart from a mistyped code.
export async function GET(request: NextRequest, context: { params: Promise<{ code: string }> }) {
  const { code: raw } = await context.params;
  const code = await invitationCode(raw);
  const target = new URL(routes.auth.signup, env.APP_URL);
  if (code) target.searchParams.set("ref", code);
  else target.searchParams.set("invite", "invalid");
  const response = NextResponse.redirect(target, 303);
  response.headers.set("Cache-Control", "no-store");
  if (code) response.headers.append("Set-Cookie", referralCookie(code, useSecureCookies));
  const device = deviceIdentity(request.headers.get("cookie"));
  if (device.setCookie) response.headers.append("Set-Cookie", device.setCookie);
  return response;
}
