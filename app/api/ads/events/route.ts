import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { recordAdEvent } from "@/lib/ads/ads.service";
import { adEventSchema } from "@/lib/ads/ads.input";

// POST /api/ads/events: records an ad impression or click from an ad slot (public, rate-limited per client)
export const POST = withRoute(
  { auth: "public", body: adEventSchema, rateLimit: "adEvents", maxBodyBytes: 1024 },
  async ({ body }) => ok(await recordAdEvent(body), { status: 201 }),
);
