import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { resendVerification } from "@/lib/accounts/registration.service";
import { resendVerificationSchema } from "@/lib/accounts/auth.input";

// POST /api/auth/resend-verification: a new confirmation link for an account that waits for one; the same
// answer for every address.
export const POST = withRoute({ auth: "public", body: resendVerificationSchema }, async ({ body, ip }) => {
  return ok(await resendVerification(body, { ip }));
});
