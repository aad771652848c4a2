import "server-only";

import { db, type Transaction } from "@/db";
import * as users from "@/lib/accounts/users.queries";
import { AppError } from "@/lib/core/errors";
import { hashPassword } from "@/lib/accounts/password-hashing.service";
import { isAdmin, isSuperAdmin, type Role } from "@/lib/accounts/roles.rules";
import type { Caller } from "@/lib/accounts/caller.dto";
import { logger } from "@/lib/logger";
import { openListCursor, sealListCursor } from "./cursor-tokens.service";
import {
  RECENT_CREATED_USERS_LIMIT,
  type CreateUserInput,
  type ListUsersQuery,
  type UpdateUserInput,
} from "@/lib/accounts/users.input";

import { diffFields, recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { issueVerificationLink } from "./email-verification.service";
import { assertAcceptablePassword } from "./password-policy.rules";
import { ADMIN_LIST_COUNT_CAP, listPagination, type ListPagination } from "@/lib/core/pagination";
import { toUserDto, type UserDto } from "./users.dto";

// The users administration API (authorised on the server, per route: docs/decisions.md, "Security rules").
//
// Who may call what. The route's `auth` is checked by withRoute with the role read from the database; the
// service then applies the account rules below whatever the route says (defence in depth: a server action or
// a job calling these functions gets the same answers).
//
// | Route                    | Route auth  | Service rules                                                           |
// |--------------------------|-------------|-------------------------------------------------------------------------|
// | GET    /api/users        | super_admin | (none: read only)                                                       |
// | GET    /api/users/stats  | admin       | (none: counts only; the backend test page calls it as an admin)         |
// | GET    /api/users/recent | admin       | only the accounts the caller created                                    |
// | GET    /api/users/{id}   | super_admin | missing user or malformed id → 404                                      |
// | POST   /api/users        | admin       | an ADMIN creates USERs only; ADMIN/SUPER_ADMIN need a SUPER_ADMIN (403) |
// | PUT    /api/users/{id}   | super_admin | the rules below                                                         |
// | DELETE /api/users/{id}   | super_admin | the rules below                                                         |
//
// Rules for PUT and DELETE (each inside one transaction, the target row locked, the audit entry written there):
// - Only a SUPER_ADMIN changes or deletes an ADMIN or SUPER_ADMIN account other than their own, or assigns a role
//   other than USER (403, title 'Permission Denied').
// - The last active SUPER_ADMIN can be neither demoted, disabled nor deleted (409).
// - Nobody deletes or disables their own account, or changes their own role, here (409).
// - A role change or a disable bumps the target's tokenVersion, so every token issued before stops working on
//   its next request; a delete removes the row, which has the same effect. Enabling again sets disabledAt null.
// - A duplicate e-mail answers 409 (checked first; the unique index decides a race).
// The actor's role is read again inside the transaction, after the row locks, so a caller demoted a moment ago
// cannot act with the role they had when the request started.

export const USERS_MESSAGES = {
  permissionDenied: "Permission Denied",
  notAdmin: "Admin privileges required.",
  createSuperAdmin: "Only super admins can create other super admins.",
  createAdmin: "Only super admins can create admin users.",
  changeAdmin: "Only super admins can change admin accounts.",
  assignAdminRole: "Only super admins can assign admin roles.",
  lastSuperAdmin: "The last super admin cannot be demoted, disabled or deleted.",
  deleteSelf: "You cannot delete your own account here.",
  disableSelf: "You cannot disable your own account.",
  changeOwnRole: "You cannot change your own role.",
  notFound: "User not found.",
  emailTaken: "An account with this email already exists.",
  concurrentChange: "This account was being changed by another request. Please try again.",
} as const;

/** Who is acting: the signed-in caller (its role was read from the database for this request). */
export type UserAdminActor = Pick<Caller, "user" | "role">;

export interface UserList {
  users: UserDto[];
  /**
   * total and pages are null on a cursor page (`?cursor=`, the previous answer's nextCursor): it is not
   * counted; a page by number counts up to a cap, above it totalAbove says "more than" (lib/core/pagination.ts).
   */
  pagination: ListPagination;
  /** The next page by keyset (pass it back as ?cursor=); null on the last page. */
  nextCursor: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------------------

/**
 * GET /api/users: newest first unless a sort is given (a sort without an order is descending). `pages` is
 * at least 1, so page 1 always exists (it may be empty).
 */
export async function listUsers(query: ListUsersQuery): Promise<UserList> {
  const { page, limit, role, search, cursor } = query;
  const sort = query.sort ?? "createdAt";
  const order = query.order ?? "desc";
  // A cursor belongs to its sort and order and to the filters it was cut under.
  const binding = { list: "users", order: `${sort}:${order}`, scope: { role, search } };
  const after = cursor === undefined ? undefined : openListCursor(binding, cursor, users.userOrderKeys(sort, order));
  const { rows, total, next } = await users.listUsers({
    page,
    limit,
    role,
    search,
    sort,
    order,
    after,
    countCap: ADMIN_LIST_COUNT_CAP,
  });
  return {
    users: rows.map(toUserDto),
    pagination: listPagination(page, limit, total, ADMIN_LIST_COUNT_CAP),
    nextCursor: next ? sealListCursor(binding, next) : null,
  };
}

/**
 * GET /api/users/stats: totalUsers, activeUsers (seen within 30 days), premiumUsers (an ACTIVE
 * PREMIUM, ENTERPRISE or VIP plan) and recentUsers (joined within 7 days).
 */
export function getUserStats(now: Date = new Date()) {
  return users.getUserStats(now);
}

/**
 * GET /api/users/recent: the accounts the caller created (the /admin/create-users list), newest first. Each
 * admin sees only their own creations: an ADMIN has no access to the full user list.
 */
export async function listRecentlyCreatedUsers(actor: UserAdminActor): Promise<UserDto[]> {
  const rows = await users.listUsersCreatedBy(actor.user.id, RECENT_CREATED_USERS_LIMIT);
  return rows.map(toUserDto);
}

/** GET /api/users/{id} */
export async function getUser(id: string): Promise<UserDto> {
  const user = await users.getUserById(id);
  if (!user) throw notFound();
  return toUserDto(user);
}

// ---------------------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------------------

/**
 * POST /api/users: an account made by an admin. The e-mail is stored lower-cased, the password hashed
 * (common ones refused), the role as given once the actor may grant it. The address is confirmed only when the
 * admin vouches for it (`emailVerified`): an admin typing an address does not prove its owner reads it, so
 * otherwise a link goes to the address and the account signs in once it is opened.
 */
export async function createUser(actor: UserAdminActor, input: CreateUserInput, ip: string | null): Promise<UserDto> {
  // Cheap checks first, so a refused request costs no password hash; the role is checked again below.
  assertMayCreate(actor.role, input.role);
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();

  const created = await inTransaction(async (tx) => {
    assertMayCreate(await currentRole(actor, tx), input.role);
    if (await users.getUserByEmail(email, tx)) throw emailTaken();
    const vouched = input.emailVerified;
    const user = await users.createUser(
      {
        email,
        fullName: input.fullName,
        passwordHash,
        role: input.role,
        emailVerified: vouched,
        emailVerifiedAt: vouched ? new Date() : null,
      },
      tx,
    );
    if (!vouched) await issueVerificationLink({ ...user, hasPassword: true }, new Date(), tx);
    await recordAudit(tx, auditActor(actor, ip), {
      action: "user.create",
      entityType: "user",
      entityId: user.id,
      after: { email: user.email, fullName: user.fullName, role: user.role, emailVerified: user.emailVerified },
    });
    return user;
  });
  logger.info("users.created", { actorId: actor.user.id, userId: created.id, role: created.role });
  if (!created.emailVerified) sendDueEmailsSoon();
  return toUserDto(created);
}

/**
 * PUT /api/users/{id}: any of name, e-mail, role, plan, subscription status, verified flag and disabled flag.
 * A request that changes nothing writes nothing and answers the user as it is.
 */
export async function updateUser(
  actor: UserAdminActor,
  id: string,
  input: UpdateUserInput,
  ip: string | null,
): Promise<UserDto> {
  const now = new Date();
  const result = await inTransaction(async (tx) => {
    const locked = await users.lockUserCredentials(id, tx);
    if (!locked) throw notFound();
    const { passwordHash: targetPassword, ...target } = locked;

    const roleChange = input.role !== undefined && input.role !== target.role;
    const disable = input.disabled === true && target.disabledAt === null;
    const enable = input.disabled === false && target.disabledAt !== null;
    const removesSuperAdmin =
      target.role === "SUPER_ADMIN" &&
      target.disabledAt === null &&
      ((roleChange && input.role !== "SUPER_ADMIN") || disable);
    // Locks every other active super admin before the actor's role is read (see the header comment).
    const otherSuperAdmins = removesSuperAdmin ? await users.countOtherSuperAdmins(target.id, tx) : null;

    assertMayChange(await currentRole(actor, tx), actor, target, input.role);
    if (otherSuperAdmins === 0) throw conflict(USERS_MESSAGES.lastSuperAdmin);
    const self = target.id === actor.user.id;
    if (self && disable) throw conflict(USERS_MESSAGES.disableSelf);
    if (self && roleChange) throw conflict(USERS_MESSAGES.changeOwnRole);

    const newEmail = input.email !== undefined && input.email !== target.email ? input.email : undefined;
    if (newEmail !== undefined) {
      const owner = await users.getUserByEmail(newEmail, tx);
      if (owner && owner.id !== target.id) throw emailTaken();
    }

    // Only the fields this endpoint edits, picked one by one from the parsed input.
    const fields = diffFields(target, {
      fullName: input.fullName,
      email: input.email,
      role: input.role,
      subscriptionTier: input.subscriptionTier,
      subscriptionStatus: input.subscriptionStatus,
      // A new address is unverified unless the admin says otherwise in the same request.
      emailVerified: input.emailVerified ?? (newEmail !== undefined ? false : undefined),
    });
    if (!fields.changed && !disable && !enable) return { user: target, actions: [] as string[], mailed: false };

    const changed = fields.after as Partial<
      Pick<
        users.UserRecord,
        "fullName" | "email" | "role" | "subscriptionTier" | "subscriptionStatus" | "emailVerified"
      >
    >;
    const updated = await users.updateUser(
      target.id,
      {
        ...changed,
        ...(changed.emailVerified !== undefined ? { emailVerifiedAt: changed.emailVerified ? now : null } : {}),
        ...(disable ? { disabledAt: now } : enable ? { disabledAt: null } : {}),
        bumpTokenVersion: roleChange || disable,
      },
      tx,
    );
    if (!updated) throw notFound();
    // An address that is not confirmed gets a link (a new address, or the admin took the confirmation back). One the
    // admin confirmed for an account nobody has chosen a password for (a sign-up nobody confirmed) gets a link
    // that lets its owner choose one: vouching for an address never hands anyone a registration's password.
    const confirmationNews = changed.email !== undefined || changed.emailVerified !== undefined;
    const mailed = confirmationNews && (!updated.emailVerified || targetPassword === null);
    if (mailed) await issueVerificationLink({ ...updated, hasPassword: targetPassword !== null }, now, tx);

    const who = auditActor(actor, ip);
    const entry = { entityType: "user", entityId: target.id };
    const actions: string[] = [];
    const { role: roleBefore, ...otherBefore } = fields.before;
    const { role: roleAfter, ...otherAfter } = fields.after;
    if (Object.keys(otherAfter).length > 0) {
      await recordAudit(tx, who, { ...entry, action: "user.update", before: otherBefore, after: otherAfter });
      actions.push("user.update");
    }
    if (roleChange) {
      await recordAudit(tx, who, {
        ...entry,
        action: "user.role_change",
        before: { role: roleBefore },
        after: { role: roleAfter },
      });
      actions.push("user.role_change");
    }
    if (disable || enable) {
      const action = disable ? "user.disable" : "user.enable";
      await recordAudit(tx, who, { ...entry, action, before: { disabled: !disable }, after: { disabled: disable } });
      actions.push(action);
    }
    return { user: updated, actions, mailed };
  });
  if (result.actions.length > 0)
    logger.info("users.updated", { actorId: actor.user.id, userId: id, actions: result.actions });
  if (result.mailed) sendDueEmailsSoon();
  return toUserDto(result.user);
}

/** DELETE /api/users/{id}: removes the account (its tokens die with the row). */
export async function deleteUser(actor: UserAdminActor, id: string, ip: string | null): Promise<void> {
  await inTransaction(async (tx) => {
    const target = await users.lockUser(id, tx);
    if (!target) throw notFound();
    const removesSuperAdmin = target.role === "SUPER_ADMIN" && target.disabledAt === null;
    const otherSuperAdmins = removesSuperAdmin ? await users.countOtherSuperAdmins(target.id, tx) : null;

    assertMayChange(await currentRole(actor, tx), actor, target, undefined);
    if (otherSuperAdmins === 0) throw conflict(USERS_MESSAGES.lastSuperAdmin);
    if (target.id === actor.user.id) throw conflict(USERS_MESSAGES.deleteSelf);

    await users.deleteUser(target.id, tx);
    await recordAudit(tx, auditActor(actor, ip), {
      action: "user.delete",
      entityType: "user",
      entityId: target.id,
      before: {
        email: target.email,
        fullName: target.fullName,
        role: target.role,
        subscriptionTier: target.subscriptionTier,
        subscriptionStatus: target.subscriptionStatus,
        disabled: target.disabledAt !== null,
      },
    });
  });
  logger.info("users.deleted", { actorId: actor.user.id, userId: id });
}

// ---------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------

function assertMayCreate(actorRole: Role, newRole: Role): void {
  if (!isAdmin(actorRole)) throw forbidden(USERS_MESSAGES.notAdmin);
  if (isSuperAdmin(actorRole)) return;
  if (newRole === "SUPER_ADMIN") throw forbidden(USERS_MESSAGES.createSuperAdmin);
  if (newRole === "ADMIN") throw forbidden(USERS_MESSAGES.createAdmin);
}

/** An ADMIN may change USER accounts (and their own, within the self rules) and may only assign USER. */
function assertMayChange(
  actorRole: Role,
  actor: UserAdminActor,
  target: users.UserRecord,
  newRole: Role | undefined,
): void {
  if (!isAdmin(actorRole)) throw forbidden(USERS_MESSAGES.notAdmin);
  if (isSuperAdmin(actorRole)) return;
  if (target.id !== actor.user.id && isAdmin(target.role)) throw forbidden(USERS_MESSAGES.changeAdmin);
  if (newRole !== undefined && newRole !== "USER") throw forbidden(USERS_MESSAGES.assignAdminRole);
}

/** The actor's role as committed now; an actor disabled or deleted meanwhile is no longer signed in. */
async function currentRole(actor: UserAdminActor, tx: Transaction): Promise<Role> {
  const current = await users.getUserById(actor.user.id, tx);
  if (!current || current.disabledAt) throw new AppError("unauthorized", "You must be logged in.");
  return current.role;
}

/**
 * Runs one change in a transaction and translates the database's verdicts: a unique violation on the
 * e-mail becomes 409, and a deadlock or serialisation failure between two changes to the same super
 * admins (each locks the others) becomes a 409 asking to retry; the other request went through.
 */
async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    if (isConcurrencyFailure(error)) throw conflict(USERS_MESSAGES.concurrentChange);
    throw error;
  }
}

function isConcurrencyFailure(error: unknown): boolean {
  const code =
    (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "40P01" || code === "40001";
}

function auditActor(actor: UserAdminActor, ip: string | null): AuditActor {
  return { id: actor.user.id, email: actor.user.email, ip };
}

function forbidden(message: string) {
  return new AppError("forbidden", message, { title: USERS_MESSAGES.permissionDenied });
}

function conflict(message: string) {
  return new AppError("conflict", message);
}

function notFound() {
  return new AppError("not_found", USERS_MESSAGES.notFound);
}

function emailTaken() {
  return new AppError("conflict", USERS_MESSAGES.emailTaken);
}
