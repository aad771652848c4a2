import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { playLimitSettingsSchema } from "@/lib/play/play-limits.input";
import { getPlayLimits, savePlayLimitSettings } from "@/lib/play/play-limits.service";

// GET /api/user/play-limits: the caller's weekly budget, reality-check interval and running time-out or
// self-exclusion
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await getPlayLimits(caller.user.id)));

// PUT /api/user/play-limits: set or clear the weekly budget and the reality-check interval (pauses have their own
// route, /api/user/play-limits/pause)
export const PUT = withRoute({ auth: "member", body: playLimitSettingsSchema }, async ({ caller, body }) =>
  ok(await savePlayLimitSettings(caller.user.id, body)),
);
