import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getPreferences, savePreferences } from "@/lib/accounts/preferences.service";
import { preferencesSchema } from "@/lib/accounts/auth.input";

// GET /api/user/preferences: the member's notification and privacy preferences
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await getPreferences(caller.user.id)));

// PUT /api/user/preferences: replace both groups of preferences
export const PUT = withRoute({ auth: "member", body: preferencesSchema }, async ({ caller, body }) =>
  ok(await savePreferences(caller.user.id, body)),
);
