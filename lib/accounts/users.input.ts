import { z } from "zod";

import { ROLES } from "@/lib/accounts/roles.rules";
import { emailSchema, queryInt, searchTerm, text } from "@/lib/core/common.input";

import { FULL_NAME_MAX, passwordSchema } from "./auth.input";
import { cursorParam } from "@/lib/core/cursor.input";

// The users administration API (the users screen and the create-users page).
// GET/PUT/DELETE /api/users/{userId}, GET /api/users and POST /api/users parse
// with these; the /admin/create-users form shares createUserSchema.

export const USER_ROLES = ROLES;
export const SUBSCRIPTION_TIERS = ["FREE", "BASIC", "PREMIUM", "ENTERPRISE", "VIP"] as const;
export const SUBSCRIPTION_STATUSES = ["ACTIVE", "CANCELLED", "EXPIRED", "PENDING", "INACTIVE"] as const;

/** The user list's page size, and the largest page a client may ask for. */
const USERS_PAGE_SIZE = 20;
const USERS_PAGE_SIZE_MAX = 100;
/** Keeps the OFFSET far below integer overflow: 100 000 pages of 100 is ten million rows. */
const USERS_PAGE_MAX = 100_000;
/** Longest user id accepted in a path: UUIDs are 36 characters. */
const USER_ID_MAX = 64;

const roleSchema = z.enum(USER_ROLES, "Please choose USER, ADMIN or SUPER_ADMIN");

// ---------------------------------------------------------------------------------------------------------
// Query strings and path segments
// ---------------------------------------------------------------------------------------------------------

/** Columns the user table sorts by on the server. */
const USER_SORTS = [
  "createdAt",
  "fullName",
  "email",
  "role",
  "subscriptionTier",
  "emailVerified",
  "lastLoginAt",
] as const;

/** GET /api/users?page&limit&role&search&sort&order. Unknown query keys (cache busters) are ignored. */
export const listUsersQuerySchema = z.object({
  page: queryInt("Page", 1, USERS_PAGE_MAX, 1),
  limit: queryInt("Limit", 1, USERS_PAGE_SIZE_MAX, USERS_PAGE_SIZE),
  /** One role; 'all' or empty means every role (the page's role filter sends 'all'). */
  role: z
    .enum(["all", "", ...USER_ROLES], "Role must be all, USER, ADMIN or SUPER_ADMIN")
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
  /** Matches e-mail or full name, case-insensitively. */
  search: searchTerm,
  /** Left out: newest accounts first. */
  sort: z.enum(USER_SORTS, `Sort must be one of ${USER_SORTS.join(", ")}`).optional(),
  order: z.enum(["asc", "desc"], "Order must be asc or desc").optional(),
  /** The previous page's nextCursor: the page after it, by keyset, in the same sort, order and filters (signed). */
  cursor: cursorParam,
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

/** /api/users/{userId}. A value that fails to parse answers 404, like a missing user. */
export const userParamsSchema = z.object({
  userId: z
    .string()
    .min(1)
    .max(USER_ID_MAX)
    .regex(/^[A-Za-z0-9_-]+$/),
});

// ---------------------------------------------------------------------------------------------------------
// Request bodies (strict: unknown keys answer 400)
// ---------------------------------------------------------------------------------------------------------

/**
 * POST /api/users: an account created by an admin. The password follows the account rules
 * (8–128 characters; the original form allowed 6, the longer minimum wins). Common passwords are refused by the
 * server. Only super admins may choose ADMIN or SUPER_ADMIN; the service enforces that.
 */
const createUserFields = {
  fullName: text(FULL_NAME_MAX),
  email: emailSchema,
  password: passwordSchema,
};
/**
 * `emailVerified`: the admin vouches that the person reads this address, so the account signs in at once.
 * Without it (the default) the account gets a link e-mailed and signs in once the address is confirmed.
 */
const vouchedSchema = z.boolean("Must be true or false");
export const createUserSchema = z
  .object({ ...createUserFields, role: roleSchema.default("USER"), emailVerified: vouchedSchema.default(false) })
  .strict();
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The /admin/create-users form: the same rules with the role always chosen (no default: one type in and out). */
export const createUserFormSchema = z
  .object({ ...createUserFields, role: roleSchema, emailVerified: vouchedSchema })
  .strict();
export type CreateUserFormValues = z.infer<typeof createUserFormSchema>;

/** How many of the caller's own recent creations /admin/create-users lists. */
export const RECENT_CREATED_USERS_LIMIT = 10;

/**
 * PUT /api/users/{userId}: any of these, at least one. `disabled: true` signs the account out everywhere and
 * blocks sign-in; `false` enables it again. Passwords are not set here (the user resets their own).
 */
const tierSchema = z.enum(SUBSCRIPTION_TIERS, "Please choose FREE, BASIC, PREMIUM, ENTERPRISE or VIP");
const statusSchema = z.enum(SUBSCRIPTION_STATUSES, "Please choose ACTIVE, CANCELLED, EXPIRED, PENDING or INACTIVE");
const flagSchema = z.boolean("Must be true or false");

export const updateUserSchema = z
  .object({
    fullName: text(FULL_NAME_MAX).optional(),
    email: emailSchema.optional(),
    role: roleSchema.optional(),
    subscriptionTier: tierSchema.optional(),
    subscriptionStatus: statusSchema.optional(),
    emailVerified: flagSchema.optional(),
    disabled: flagSchema.optional(),
  })
  .strict()
  .refine(
    (values) => Object.values(values).some((value) => value !== undefined),
    "Provide at least one field to update.",
  );
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** The edit dialog of /admin/users: every field given, each a valid PUT /api/users/{userId} body field. */
export const editUserFormSchema = z
  .object({
    role: roleSchema,
    subscriptionTier: tierSchema,
    subscriptionStatus: statusSchema,
    emailVerified: flagSchema,
  })
  .strict();
export type EditUserFormValues = z.infer<typeof editUserFormSchema>;
