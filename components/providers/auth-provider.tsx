"use client";

import * as React from "react";
import { useRouter } from "next/navigation";

import { useBrowserStore } from "@/hooks/use-browser-store";
import { apiFetch, AUTH_TOKEN_KEY, AUTH_USER_KEY } from "@/lib/api/client";
import {
  isAdmin as roleIsAdmin,
  isRole,
  isSuperAdmin as roleIsSuperAdmin,
  permissionsFor,
  type Permissions,
  type Role,
} from "@/lib/accounts/roles.rules";

// Client session state. The token and user record live in localStorage under
// auth_token and user. On start a stored user is trusted at once and refreshed from GET /api/auth/profile;
// a stored token without a usable user keeps the status "loading" (the splash) until the profile answers.
// This is display state only: every handler and data-loading server component authorises on the server.

type AuthStatus = "loading" | "authenticated" | "anonymous";

/** The user record kept in localStorage under `user`. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  /** FREE, BASIC, PREMIUM, ENTERPRISE or VIP. */
  subscriptionTier: string;
  /** Upper case: ACTIVE, INACTIVE, PENDING, CANCELLED or EXPIRED. */
  subscriptionStatus: string;
  emailVerified: boolean;
  /** ISO date of the end of the paid period, when the profile call reports one. */
  subscriptionEnd?: string | null;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  permissions: Permissions;
  /** Ends the session on the server (best effort), clears storage and returns to the home page. */
  signOut: () => Promise<void>;
  /** Stores a fresh token and user after login or registration. Accepts the API's user object as is. */
  setSession: (token: string, user: unknown) => void;
  /** Re-reads the profile from the API and updates the stored user. */
  refresh: () => Promise<void>;
}

export const AuthContext = React.createContext<AuthContextValue | null>(null);

type State = { status: AuthStatus; user: SessionUser | null };

// "loading" on the server and during hydration: gates must wait rather than redirect before storage is read.
const SERVER_STATE: State = { status: "loading", user: null };
const ANONYMOUS: State = { status: "anonymous", user: null };

// The session lives in localStorage, an external store: useBrowserStore renders the server state while
// hydrating, then the stored state, without a setState-in-effect pass. Other tabs stay in step
// through the storage event.
let current: State | null = null;
const listeners = new Set<() => void>();

function readState(): State {
  const token = readStorage(AUTH_TOKEN_KEY);
  if (!token) return ANONYMOUS;
  const stored = readStoredUser();
  // A token without a usable user stays "loading" (the splash) until the profile call settles.
  return stored ? { status: "authenticated", user: stored } : SERVER_STATE;
}

function getSnapshot(): State {
  current ??= readState();
  return current;
}

function getServerSnapshot(): State {
  return SERVER_STATE;
}

function setAuthState(next: State) {
  current = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== AUTH_USER_KEY) return;
  const next = readState();
  setAuthState(next.status === "loading" ? ANONYMOUS : next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const state = useBrowserStore(subscribe, getSnapshot, getServerSnapshot);

  const refresh = React.useCallback(async () => {
    if (!readStorage(AUTH_TOKEN_KEY)) {
      setAuthState(ANONYMOUS);
      return;
    }
    const result = await apiFetch<unknown>("/auth/profile");
    if (result.success) {
      const merged = mergeProfile(readStoredUser(), result.data);
      if (merged && readStorage(AUTH_TOKEN_KEY)) {
        writeStorage(AUTH_USER_KEY, JSON.stringify(merged));
        setAuthState({ status: "authenticated", user: merged });
        return;
      }
    }
    // A 401 has already cleared storage (and redirects) inside apiFetch. Any other failure keeps a stored
    // user signed in, since it may be a network blip; without a user there is nothing to show.
    const next = readState();
    setAuthState(next.status === "loading" ? ANONYMOUS : next);
  }, []);

  // Once per page load: validate a stored token and pick up role or subscription changes.
  React.useEffect(() => {
    if (readStorage(AUTH_TOKEN_KEY)) void refresh();
  }, [refresh]);

  // The boot script's <html data-auth> only covers the first paint; once known, React renders the truth.
  React.useEffect(() => {
    if (state.status !== "loading") document.documentElement.removeAttribute("data-auth");
  }, [state.status]);

  const setSession = React.useCallback((token: string, user: unknown) => {
    const normalised = normaliseUser(user);
    if (!token || !normalised) throw new Error("setSession needs a token and a user with an id and email");
    writeStorage(AUTH_TOKEN_KEY, token);
    writeStorage(AUTH_USER_KEY, JSON.stringify(normalised));
    setAuthState({ status: "authenticated", user: normalised });
  }, []);

  const signOut = React.useCallback(async () => {
    if (readStorage(AUTH_TOKEN_KEY)) {
      // Lets the server invalidate the token (tokenVersion); the local session ends whatever it answers.
      await apiFetch("/auth/logout", { method: "POST", skipAuthRedirect: true, timeoutMs: 5_000 });
    }
    removeStorage(AUTH_TOKEN_KEY);
    removeStorage(AUTH_USER_KEY);
    setAuthState(ANONYMOUS);
    router.push("/");
    router.refresh();
  }, [router]);

  const value = React.useMemo<AuthContextValue>(() => {
    const role = state.user?.role ?? null;
    return {
      status: state.status,
      user: state.user,
      isAuthenticated: state.status === "authenticated",
      isAdmin: roleIsAdmin(role),
      isSuperAdmin: roleIsSuperAdmin(role),
      permissions: permissionsFor({ role, subscriptionStatus: state.user?.subscriptionStatus }),
      signOut,
      setSession,
      refresh,
    };
  }, [state, signOut, setSession, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Turns an API or stored user object into a SessionUser. Accepts camelCase (login/register `data.user`) and
 * the profile call's snake_case fields; returns null without an id and an email.
 */
function normaliseUser(input: unknown): SessionUser | null {
  const source = unwrapUser(input);
  if (!source) return null;
  const id = source.id;
  const email = str(source.email);
  if ((typeof id !== "string" && typeof id !== "number") || !email) return null;
  const role = str(source.role)?.toUpperCase();
  return {
    id: String(id),
    email,
    fullName: str(source.fullName) ?? str(source.full_name) ?? str(source.name) ?? "",
    role: isRole(role) ? role : "USER",
    subscriptionTier: (str(source.subscriptionTier) ?? str(source.subscription_tier) ?? "FREE").toUpperCase(),
    subscriptionStatus: (str(source.subscriptionStatus) ?? str(source.subscription_status) ?? "INACTIVE").toUpperCase(),
    emailVerified: Boolean(source.emailVerified ?? source.email_verified ?? false),
    subscriptionEnd:
      str(source.subscriptionEnd) ?? str(source.subscription_end) ?? str(source.subscriptionEndsAt) ?? null,
  };
}

/** Applies a profile response on top of the stored user; profile fields win, stored fields fill the gaps. */
function mergeProfile(stored: SessionUser | null, profile: unknown): SessionUser | null {
  const source = unwrapUser(profile);
  if (!source) return stored;
  const base: Record<string, unknown> = stored ? { ...stored } : {};
  for (const [key, value] of Object.entries(source)) if (value !== undefined && value !== null) base[key] = value;
  // snake_case profile fields must override the stored camelCase ones they correspond to.
  if (source.full_name != null) base.fullName = source.full_name;
  if (source.subscription_tier != null) base.subscriptionTier = source.subscription_tier;
  if (source.subscription_status != null) base.subscriptionStatus = source.subscription_status;
  if (source.subscription_end !== undefined) base.subscriptionEnd = source.subscription_end;
  return normaliseUser(base);
}

function unwrapUser(input: unknown): Record<string, unknown> | null {
  if (typeof input !== "object" || input === null) return null;
  const record = input as Record<string, unknown>;
  if (typeof record.user === "object" && record.user !== null)
    return { ...record, ...(record.user as Record<string, unknown>) };
  return record;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function readStoredUser(): SessionUser | null {
  const raw = readStorage(AUTH_USER_KEY);
  if (!raw) return null;
  try {
    return normaliseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

// Storage can throw (disabled cookies, private mode); the session then simply does not persist.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* not persisted */
  }
}

function removeStorage(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
