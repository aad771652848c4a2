import { z } from "zod";

import { unsubscribeWithToken } from "@/lib/alerts/unsubscribe.service";
import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";

const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(4100) });

// POST /api/alerts/unsubscribe?token=: RFC 8058 one-click unsubscribe. Mail clients POST
// "List-Unsubscribe=One-Click" here without a session; the signed token names the member and the rules whose e-mail
// it turns off. No GET: a link scanner's prefetch must not unsubscribe anyone (the e-mail's visible link opens
// /alerts/unsubscribe, which asks before posting here).
export const POST = withRoute(
  { auth: "public", query: unsubscribeQuerySchema, rateLimit: "alertUnsubscribe" },
  async ({ query }) => ok(await unsubscribeWithToken(query.token)),
);
