import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { register } from "@/lib/services/auth";
import { registerSchema } from "@/lib/validations/auth";

// POST /api/auth/register: the same 202 and message whether or not the address already has an account;
// what follows arrives by e-mail (lib/services/auth.ts). Any role in the payload is ignored.
export const POST = withRoute({ auth: "public", body: registerSchema }, async ({ body, ip }) => {
  return ok(await register(body, { ip }), { status: 202 });
});
