import type { Role } from "@/lib/accounts/roles.rules";
import type { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from "@/lib/accounts/users.input";

/** One user as GET /api/users answers it (the fields this screen reads). */
export interface UserRow {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  subscriptionTier: (typeof SUBSCRIPTION_TIERS)[number];
  subscriptionStatus: (typeof SUBSCRIPTION_STATUSES)[number];
  emailVerified: boolean;
  disabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface UserListAnswer {
  users: UserRow[];
  /** total and pages are null on a cursor page, or above the count's cap (then totalAbove). */
  pagination: { page: number; limit: number; total: number | null; pages: number | null; totalAbove?: number };
  nextCursor: string | null;
}

export interface UserStats {
  totalUsers: number;
  activeUsers: number;
  premiumUsers: number;
  recentUsers: number;
}

/** The server's error with its 'Permission Denied' title when it gave one (lib/accounts/users.service.ts). */
export function errorTitle(details: unknown, fallback: string): string {
  const title = (details as { title?: unknown } | null | undefined)?.title;
  return typeof title === "string" ? title : fallback;
}
