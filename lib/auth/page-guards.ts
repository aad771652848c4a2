import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { hasRole, type Role } from "@/lib/accounts/roles.rules";
import { SESSION_COOKIE_NAME } from "@/lib/accounts/session-tokens.service";

import { resolveSessionCookie, type Caller } from "./session";

// Guards for server components. They read the session cookie, check it against the database and
// redirect: anonymous → /auth/login, signed in without the role → /unauthorized. Under Cache Components
// they read cookies(), so callers render them inside <Suspense>.

export async function getPageCaller(): Promise<Caller | null> {
  const store = await cookies();
  return resolveSessionCookie(store.get(SESSION_COOKIE_NAME)?.value);
}

export async function requirePageUser(): Promise<Caller> {
  const caller = await getPageCaller();
  if (!caller) redirect("/auth/login");
  return caller;
}

export async function requirePageRole(role: Role): Promise<Caller> {
  const caller = await requirePageUser();
  if (!hasRole(caller.role, role)) redirect("/unauthorized");
  return caller;
}
