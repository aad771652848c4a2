import { deviceIdentity, deviceIdOf } from "@/lib/accounts/device-identity.service";
import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { auditActor } from "@/lib/audit/audit.service";
import { startTrial, trialStatus } from "@/lib/growth/trial.service";

// GET /api/user/trial: may the member start the 7-day Premium trial (and if not, which rule refuses), and the trial
// they had (endsAt, daysLeft while it runs)
export const GET = withRoute({ auth: "member" }, async ({ caller, request }) =>
  ok(await trialStatus(caller.user.id, deviceIdOf(request.headers.get("cookie")))),
);

// POST /api/user/trial: start it now (no body). 403 for an unconfirmed address; 409 naming the rule for a trial
// already had by this account, address or device, a paid plan, or a running time-out or self-exclusion. Issues the
// device cookie when the browser had none, so the device that claimed it is known next time.
export const POST = withRoute({ auth: "member", rateLimit: "trialStart" }, async ({ caller, request, ip }) => {
  const device = deviceIdentity(request.headers.get("cookie"));
  const status = await startTrial({ ...auditActor(caller, ip), id: caller.user.id }, { deviceId: device.deviceId, ip });
  return ok(status, { status: 201, headers: device.setCookie ? { "Set-Cookie": device.setCookie } : {} });
});
