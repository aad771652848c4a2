"use client";

import { useAuth } from "@/components/providers/use-auth";
import { isSuperAdmin, type Role } from "@/lib/accounts/roles.rules";

// The admin console's pages are static shells, the same HTML for every admin (docs/decisions.md, "Signed-in
// pages as static shells"), so what depends on who is looking (a super admin's extra links and options, the
// caller's own row) is decided in the browser, from the signed-in user the auth context keeps. That is for
// display only: every admin route authorises the caller against the database itself.

export interface ConsoleCaller {
  /** False until the browser has read its session (during the static HTML and hydration). */
  known: boolean;
  userId: string | null;
  role: Role | null;
  isSuperAdmin: boolean;
}

export function useConsoleCaller(): ConsoleCaller {
  const { status, user } = useAuth();
  const role = user?.role ?? null;
  return { known: status !== "loading", userId: user?.id ?? null, role, isSuperAdmin: isSuperAdmin(role) };
}
