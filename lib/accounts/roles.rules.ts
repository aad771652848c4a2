// The only file that knows which roles exist and what each may do.
// Pure and isomorphic: the browser uses it to show or hide admin UI, the server uses it in its guards.
// Hiding a link is never authorisation; handlers check again with the role read from the database.

/** Ordered lowest to highest: each role includes every role before it. */
export const ROLES = ["USER", "ADMIN", "SUPER_ADMIN"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** True when `role` is `needed` or above it. Unknown or missing roles have no rank. */
export function hasRole(role: Role | null | undefined, needed: Role): boolean {
  if (!isRole(role)) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Admin means ADMIN or SUPER_ADMIN. */
export function isAdmin(role: Role | null | undefined): boolean {
  return hasRole(role, "ADMIN");
}

export function isSuperAdmin(role: Role | null | undefined): boolean {
  return hasRole(role, "SUPER_ADMIN");
}

export interface Permissions {
  canManageUsers: boolean;
  canManagePredictions: boolean;
  canManageSettings: boolean;
  canViewAnalytics: boolean;
  canManageGlobalSettings: boolean;
  canManagePayments: boolean;
  canAccessPremiumFeatures: boolean;
}

export type Permission = keyof Permissions;

export interface PermissionSubject {
  role: Role | null | undefined;
  /** The user's subscription summary; compared case-insensitively ('ACTIVE' or the profile's 'active'). */
  subscriptionStatus?: string | null;
}

/** The seven permission flags. A visitor (no role) has none of them. */
export function permissionsFor({ role, subscriptionStatus }: PermissionSubject): Permissions {
  const admin = isAdmin(role);
  const superAdmin = isSuperAdmin(role);
  const activeSubscription = isRole(role) && subscriptionStatus?.toUpperCase() === "ACTIVE";
  return {
    canManageUsers: superAdmin,
    canManagePredictions: admin,
    canManageSettings: admin,
    canViewAnalytics: admin,
    canManageGlobalSettings: superAdmin,
    canManagePayments: admin,
    canAccessPremiumFeatures: activeSubscription || admin,
  };
}

export function can(subject: PermissionSubject, permission: Permission): boolean {
  return permissionsFor(subject)[permission];
}
