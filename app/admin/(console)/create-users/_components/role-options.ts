import { isAdmin, isSuperAdmin, type Role } from "@/lib/accounts/roles.rules";

// The create-users page's role choices and legend: Regular User always; Admin for admins and
// super admins; Super Admin only for super admins. An ADMIN who picks Admin is refused by the server with the
// 'Permission Denied' message.

export interface RoleOption {
  role: Role;
  label: string;
  /** The legend's line for this level. */
  description: string;
}

export const ROLE_OPTIONS: readonly RoleOption[] = [
  { role: "USER", label: "Regular User", description: "Basic platform access" },
  { role: "ADMIN", label: "Admin", description: "Manages predictions and users" },
  { role: "SUPER_ADMIN", label: "Super Admin", description: "Full platform control" },
];

export function roleOptionsFor(callerRole: Role): RoleOption[] {
  return ROLE_OPTIONS.filter(
    ({ role }) =>
      role === "USER" ||
      (role === "ADMIN" && isAdmin(callerRole)) ||
      (role === "SUPER_ADMIN" && isSuperAdmin(callerRole)),
  );
}
