import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { resetPassword } from "@/lib/accounts/password-reset.service";
import { resetPasswordSchema } from "@/lib/accounts/auth.input";

// POST /api/auth/reset-password: set a new password with a single-use reset token
export const POST = withRoute({ auth: "public", body: resetPasswordSchema }, async ({ body }) =>
  ok(await resetPassword(body)),
);
