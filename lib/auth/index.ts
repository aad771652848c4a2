import "server-only";

import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";

import { getUserById } from "@/db/queries/users";
import { clientIpFrom } from "@/lib/http/client-ip";
import { env } from "@/lib/env";
import { authenticate } from "@/lib/services/auth";
import { loginSchema } from "@/lib/validations/auth";

import { authConfig } from "./config";
import { resolveAuthSecret } from "./secret";
import { useSecureCookies } from "./tokens";

// next-auth with a Credentials provider over the same authenticate() the JSON login route uses (rate
// limits, equal answers for unknown e-mail and wrong password). Its endpoints live under
// /api/auth/[...nextauth]; the JSON API under /api/auth/{login,register,…} is ours.

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  ...authConfig,
  secret: resolveAuthSecret(),
  useSecureCookies,
  providers: [
    Credentials({
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const ip = clientIpFrom(request.headers, env.TRUSTED_PROXY_HOPS);
        try {
          const user = await authenticate(parsed.data, { ip });
          return { id: user.id, email: user.email, name: user.fullName, role: user.role, tokenVersion: user.tokenVersion };
        } catch {
          return null;
        }
      },
    }),
  ],
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
