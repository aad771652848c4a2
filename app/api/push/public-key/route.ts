import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { getVapidPublicKey } from "@/lib/alerts/vapid.service";

// GET /api/push/public-key: the VAPID public key browsers subscribe with (public; the same for everyone, so
// browsers and proxies may keep it a few minutes)
export const GET = withRoute({ auth: "public" }, async () =>
  ok({ publicKey: await getVapidPublicKey() }, { headers: { "Cache-Control": "public, max-age=300" } }),
);
