import type { UserRecord } from "@/lib/accounts/users.queries";

/**
 * A user as the API shows it. The original product's profile reads snake_case subscription fields with a lower-case
 * status, and its user record camelCase; both are present so either reader works.
 */
export function toUserDto(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    full_name: user.fullName,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    subscription_tier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscription_status: user.subscriptionStatus.toLowerCase(),
    subscriptionEnd: user.subscriptionEndsAt?.toISOString() ?? null,
    subscription_end: user.subscriptionEndsAt?.toISOString() ?? null,
    emailVerified: user.emailVerified,
    disabled: user.disabledAt !== null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
export type UserDto = ReturnType<typeof toUserDto>;
