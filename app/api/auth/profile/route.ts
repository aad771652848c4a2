import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getProfile, updateProfile } from "@/lib/services/auth";
import { updateProfileSchema } from "@/lib/validations/auth";

// GET /api/auth/profile: the signed-in user with the subscription fields
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(getProfile(caller)));

// PUT /api/auth/profile: change the signed-in user's name and e-mail
export const PUT = withRoute({ auth: "member", body: updateProfileSchema }, async ({ caller, body }) =>
  ok(await updateProfile(caller, body)),
);
