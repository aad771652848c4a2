"use client";

import * as React from "react";

import { AuthContext, type AuthContextValue } from "@/components/providers/auth-provider";

export type { AuthContextValue, SessionUser } from "@/components/providers/auth-provider";

/**
 * The client session: `{ status, user, isAuthenticated, isAdmin, isSuperAdmin, permissions, signOut, setSession,
 * refresh }`. `status` is "loading" until storage has been read after hydration; gates should wait for it to settle
 * before redirecting. Display only: the server authorises every request itself.
 */
export function useAuth(): AuthContextValue {
  const value = React.useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider> (components/providers/app-providers.tsx)");
  return value;
}
