import { handlers } from "@/lib/auth";

// next-auth's own endpoints (session, csrf, credentials callback, sign-out). It authenticates its
// callers itself, so it is outside withRoute (tests/unit/api/route-policies.test.ts allowlists it).
export const { GET, POST } = handlers;
