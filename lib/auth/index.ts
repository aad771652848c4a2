import "server-only";

import NextAuth from "next-auth";

import { resolveAuthSecret } from "@/lib/accounts/auth-secret.service";
import { logoutByClaims } from "@/lib/accounts/auth.service";
import { useSecureCookies } from "@/lib/accounts/session-tokens.service";
import { getUserById } from "@/lib/accounts/users.queries";

import { authConfig } from "./config";

// next-auth reads and ends the sessions; it never signs anyone in. The one sign-in path is
// POST /api/auth/login (lib/accounts/auth.service.ts authenticate(): rate limits, equal answers for an unknown
// e-mail and a wrong password), which issues the same JWT cookie next-auth reads. With no provider,
// next-auth's own callback endpoints refuse every sign-in attempt.
// Every way out revokes: next-auth's sign-out endpoint bumps the token version like /api/auth/logout.

export const { handlers } = NextAuth(() => ({
  ...authConfig,
  secret: resolveAuthSecret(),
  useSecureCookies,
  providers: [],
  events: {
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (token?.sub) await logoutByClaims(token.sub, token.tv);
    },
  },
  callbacks: {
    ...authConfig.callbacks,
    // Every read of the session re-checks the user: a bumped tokenVersion or a disabled account ends it.
    async jwt(params) {
      const token = authConfig.callbacks.jwt(params);
      if (params.user || !token.sub) return token;
      const user = await getUserById(token.sub);
      if (!user || user.disabledAt || user.tokenVersion !== token.tv) return null;
      token.role = user.role;
      return token;
    },
  },
}));
