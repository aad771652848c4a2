import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { oddsFormatCookieHeader, withCookie } from "@/lib/auth/cookies";
import { getPreferences, savePreferences } from "@/lib/accounts/preferences.service";
import { preferencesSchema } from "@/lib/accounts/auth.input";

// GET /api/user/preferences: the member's notification, privacy and display preferences
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await getPreferences(caller.user.id)));

// PUT /api/user/preferences: replace notifications and privacy, and display when given (it sets this device's odds
// cookie)
export const PUT = withRoute({ auth: "member", body: preferencesSchema }, async ({ caller, body }) => {
  const saved = await savePreferences(caller.user.id, body);
  return body.display ? withCookie(ok(saved), oddsFormatCookieHeader(saved.display.oddsFormat)) : ok(saved);
});
