import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { resumeSubscription } from "@/lib/subscriptions/subscriptions.service";

// POST /api/user/subscription/resume: undo a cancel-at-period-end before the period ends
export const POST = withRoute({ auth: "member" }, async ({ caller, ip }) =>
  ok(await resumeSubscription({ ...auditActor(caller, ip), id: caller.user.id })),
);
