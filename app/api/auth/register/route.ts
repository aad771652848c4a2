import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { register } from "@/lib/accounts/registration.service";
import { registerSchema } from "@/lib/accounts/auth.input";

// POST /api/auth/register: the same 202 and message whether or not the address already has an account;
// what follows arrives by e-mail (lib/accounts/auth.service.ts). Any role in the payload is ignored.
export const POST = withRoute({ auth: "public", body: registerSchema }, async ({ body, ip }) => {
  return ok(await register(body, { ip }), { status: 202 });
});
