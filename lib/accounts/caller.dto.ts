import type { UserRecord } from "@/lib/accounts/users.queries";
import type { Role } from "@/lib/accounts/roles.rules";

// The acting user, as every guard and domain service sees it once the request is authenticated. Request
// authentication makes it (lib/auth/session.ts from a session or bearer token, lib/auth/api-keys.ts for an
// API key) and hands it down; services take it as an argument and never look at the request themselves.

/** api_key: an ENTERPRISE client's key (lib/auth/api-keys.ts), read-only and never an admin. */
export type CallerVia = "session" | "bearer" | "api_key";

export interface Caller {
  user: UserRecord;
  role: Role;
  via: CallerVia;
}
