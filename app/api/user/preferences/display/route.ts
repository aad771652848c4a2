import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { oddsFormatCookieHeader, withCookie } from "@/lib/auth/cookies";
import { saveDisplayPreferences } from "@/lib/accounts/preferences.service";
import { displayPreferencesSchema } from "@/lib/accounts/auth.input";

// PUT /api/user/preferences/display: store the member's odds format (the switch on the pages) and set this device's
// cookie
export const PUT = withRoute({ auth: "member", body: displayPreferencesSchema }, async ({ caller, body }) =>
  withCookie(ok(await saveDisplayPreferences(caller.user.id, body)), oddsFormatCookieHeader(body.oddsFormat)),
);
