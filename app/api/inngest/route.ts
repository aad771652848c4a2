import { serve } from "inngest/next";

import { functions, inngest } from "@/inngest";

// GET, POST, PUT /api/inngest: Inngest's endpoint (outside the JSON envelope). Outside dev mode every call
// must carry Inngest's signature (INNGEST_SIGNING_KEY, required in production by lib/env.ts).
export const { GET, POST, PUT } = serve({ client: inngest, functions });
