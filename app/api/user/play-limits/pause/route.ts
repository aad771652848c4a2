import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { startPauseSchema } from "@/lib/play/play-limits.input";
import { endPause, startPause } from "@/lib/play/play-limits.service";

// POST /api/user/play-limits/pause: start or lengthen a time-out (24h, 7d, 30d, 6w) or a self-exclusion (6m, 1y,
// 2y, 5y, with confirm: true); a shorter one than what runs is a 409 saying until when it runs
export const POST = withRoute({ auth: "member", body: startPauseSchema }, async ({ caller, body }) =>
  ok(await startPause(caller.user.id, body)),
);

// DELETE /api/user/play-limits/pause: a running pause is never ended early (409 saying until when it runs)
export const DELETE = withRoute({ auth: "member" }, async ({ caller }) => ok(await endPause(caller.user.id)));
