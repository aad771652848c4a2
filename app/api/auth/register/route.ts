import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { register } from "@/lib/services/auth";
import { registerSchema } from "@/lib/validations/auth";

// POST /api/auth/register: create a member account (USER, FREE); any role in the payload is ignored
export const POST = withRoute({ auth: "public", body: registerSchema }, async ({ body, ip }) => {
  const session = await register(body, { ip });
  return ok({ token: session.token, user: session.user }, { status: 201 });
});
