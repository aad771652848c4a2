import type { UserRecord } from "@/lib/accounts/users.queries";
import type { Role } from "@/lib/accounts/roles.rules";

// Who is calling, as every guard and service sees it once the request is authenticated (session.ts
// resolves it; api-keys.ts makes one for an API key).

/** api_key: an ENTERPRISE client's key (lib/auth/api-keys.ts), read-only and never an admin. */
export type CallerVia = "session" | "bearer" | "api_key";

export interface Caller {
  user: UserRecord;
  role: Role;
  via: CallerVia;
}
