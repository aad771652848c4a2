import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { requestPasswordReset } from "@/lib/accounts/password-reset.service";
import { forgotPasswordSchema } from "@/lib/accounts/auth.input";

// POST /api/auth/forgot-password: e-mail a reset link; the answer is the same whether or not the address exists
export const POST = withRoute({ auth: "public", body: forgotPasswordSchema }, async ({ body, ip }) =>
  ok(await requestPasswordReset(body, { ip })),
);
