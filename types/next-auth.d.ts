import type { Role } from "@/lib/accounts/roles.rules";

declare module "next-auth" {
  interface Session {
    user: { id: string; role: Role; email?: string | null; name?: string | null; image?: string | null };
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    role?: Role;
    /** users.tokenVersion when the session was issued. */
    tv?: number;
  }
}
