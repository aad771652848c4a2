import type { NextAuthConfig } from "next-auth";

import { isRole } from "@/lib/accounts/roles.rules";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/accounts/session-tokens.service";

// The next-auth configuration without providers or database access. Sessions are JWTs carrying the
// user id (sub), role and tokenVersion (tv) — the same claims lib/accounts/session-tokens.service.ts writes when our
// own sign-in route issues a session — so both paths produce one kind of cookie.

export const authConfig = {
  // The app runs behind our own server (server.mjs) on APP_URL; the host header it forwards is trusted,
  // and AUTH_URL pins the public origin in production (README, "Authentication").
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth/login", error: "/auth/login" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const signedIn = user as { id?: string; role?: unknown; tokenVersion?: unknown };
        token.sub = signedIn.id;
        token.role = isRole(signedIn.role) ? signedIn.role : "USER";
        token.tv = typeof signedIn.tokenVersion === "number" ? signedIn.tokenVersion : 0;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) Object.assign(session.user, { id: token.sub, role: token.role });
      return session;
    },
  },
} satisfies NextAuthConfig;
