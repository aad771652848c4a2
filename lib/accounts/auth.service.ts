import "server-only";

import { db } from "@/db";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import * as verifications from "@/lib/accounts/email-verifications.queries";
import * as users from "@/lib/accounts/users.queries";
import { AppError } from "@/lib/api/errors";
import { isCommonPassword } from "@/lib/accounts/common-passwords.rules";
import { hashPassword, verifyPassword } from "@/lib/accounts/password-hashing";
import type { Caller } from "@/lib/accounts/caller";
import { createBearerToken, createSessionToken } from "@/lib/accounts/session-tokens";
import { logger } from "@/lib/logger";
import { siteConfig } from "@/lib/site-config";
import { assertNotRateLimited, consumeRateLimit, penalise, resetRateLimit } from "@/lib/rate-limit";
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResendVerificationInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from "@/lib/accounts/auth.input";

import { registrationAttemptNotice, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { hashVerificationToken, issueVerificationLink } from "./email-verification.service";
import { readBooleanSetting } from "@/lib/settings/settings.service";
import { toUserDto, type UserDto } from "./users.dto";

// Sign-in, registration and the signed-in user's own account. Every route that issues a token goes
// through issueTokens, which stamps the user's current tokenVersion into both kinds of token.

const INVALID_CREDENTIALS = "Invalid email or password.";
/** Global setting (Security tab, on by default): self-registered accounts sign in only once their address is confirmed. */
export const REQUIRE_EMAIL_VERIFICATION_SETTING = "require_email_verification";

export interface IssuedSession {
  /** Bearer token for the API client (stored as auth_token). */
  token: string;
  /** Value of the HttpOnly session cookie for server-rendered pages. */
  sessionToken: string;
  user: UserDto;
}

async function issueTokens(user: users.UserRecord): Promise<IssuedSession> {
  const claims = { sub: user.id, role: user.role, tv: user.tokenVersion };
  const [token, sessionToken] = await Promise.all([createBearerToken(claims), createSessionToken(claims)]);
  return { token, sessionToken, user: toUserDto(user) };
}

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("edgecast-timing-equaliser-not-a-password"));

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password answer alike, in about the same
 * time. Failures count towards two limits (10 in a row per account+IP, 100 a day per IP); a success
 * clears the account+IP count.
 */
export async function authenticate(input: LoginInput, context: { ip: string }): Promise<users.UserRecord> {
  const email = input.email.trim().toLowerCase();
  const accountKey = `${email}|${context.ip}`;
  await assertNotRateLimited("loginFailuresIp", context.ip);
  await assertNotRateLimited("loginFailuresAccountIp", accountKey);

  const [found, verificationRequired] = await Promise.all([
    users.getUserCredentialsByEmail(email),
    readBooleanSetting(REQUIRE_EMAIL_VERIFICATION_SETTING, true),
  ]);
  const valid = await verifyPassword(found?.passwordHash ?? (await getDummyHash()), input.password);
  // An account still waiting for its address to be confirmed fails exactly like a wrong password: whoever
  // registered an address and then signs in with the password they chose must not learn whether the
  // registration created the account or the address already had one.
  if (!found || !valid || (found.verificationPending && verificationRequired)) {
    await Promise.all([penalise("loginFailuresIp", context.ip), penalise("loginFailuresAccountIp", accountKey)]);
    const reason = !found ? "unknown_email" : !valid ? "wrong_password" : "unverified";
    logger.warn("auth.login_failed", { email, userId: found?.id ?? null, ip: context.ip, reason, outcome: "failure" });
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  if (found.disabledAt) {
    logger.warn("auth.login_refused", { userId: found.id, ip: context.ip, reason: "disabled", outcome: "refused" });
    throw new AppError("forbidden", "This account has been disabled. Contact support for help.");
  }
  await resetRateLimit("loginFailuresAccountIp", accountKey);
  const now = new Date();
  // Signing in starts a fresh admin inactivity window (lib/auth/admin-activity.ts).
  const updated = await users.updateUser(found.id, { lastLoginAt: now, lastActiveAt: now });
  if (!updated) throw new AppError("unauthorized", INVALID_CREDENTIALS);
  logger.info("auth.login", { userId: updated.id, ip: context.ip, outcome: "success" });
  return updated;
}

export async function login(input: LoginInput, context: { ip: string }): Promise<IssuedSession> {
  return issueTokens(await authenticate(input, context));
}

/** The password rules beyond length (the schema checks 8–128): no well-known password. */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("validation_failed", "This password is too common. Please choose another one.", [
      { path: "password", message: "This password is too common" },
    ]);
  }
}

export const REGISTRATION_MESSAGE = "Check your e-mail to finish creating your account.";
export const RESEND_VERIFICATION_MESSAGE =
  "If an account at that address is waiting to be confirmed, we have sent it a new link. The link expires in 24 hours.";
export const INVALID_VERIFICATION_LINK = "This confirmation link is invalid, has already been used or has expired.";

/**
 * Registration answers the same for every address, in about the same time (the password is hashed and an
 * e-mail queued on both paths); only the e-mail differs. A new address gets a USER on the FREE plan that
 * cannot sign in until the link in its verification e-mail is opened. An address that already has an
 * account is not changed: its owner is told someone tried to register it (or, while that account still
 * waits for confirmation, gets a fresh link). A `role` in the payload never reaches here (the schema strips it).
 */
export async function register(input: RegisterInput, context: { ip: string; now?: Date }): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimit("register", context.ip);
  await consumeRateLimit("registerEmail", email);
  assertAcceptablePassword(input.password);
  const now = context.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  const existing = await users.getUserCredentialsByEmail(email);
  if (existing) {
    await answerExistingOwner(existing, now);
  } else {
    try {
      const userId = await db.transaction(async (tx) => {
        const user = await users.createUser({ email, fullName: input.fullName, passwordHash, role: "USER", verificationPending: true }, tx);
        await issueVerificationLink(user, now, tx);
        return user.id;
      });
      logger.info("auth.registered", { userId, outcome: "created" });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides, and the loser is an existing owner.
      if (!isUniqueViolation(error)) throw error;
      const owner = await users.getUserCredentialsByEmail(email);
      if (owner) await answerExistingOwner(owner, now);
    }
  }
  sendDueEmailsSoon();
  return { message: REGISTRATION_MESSAGE };
}

async function answerExistingOwner(owner: users.UserRecord & { verificationPending: boolean }, now: Date): Promise<void> {
  if (owner.disabledAt) {
    logger.info("auth.registered", { userId: owner.id, outcome: "existing_disabled" });
    return;
  }
  await db.transaction(async (tx) => {
    if (owner.verificationPending) await issueVerificationLink(owner, now, tx);
    else await enqueueEmail(registrationAttemptNotice(owner), tx);
  });
  logger.info("auth.registered", { userId: owner.id, outcome: owner.verificationPending ? "existing_pending" : "existing" });
}

/**
 * Confirms the address from an e-mailed link and signs its owner in. The link is used up, and every other
 * outstanding link of the account with it.
 */
export async function verifyEmail(input: VerifyEmailInput, now = new Date()): Promise<IssuedSession> {
  const user = await db.transaction(async (tx) => {
    const consumed = await verifications.consumeEmailVerificationToken(hashVerificationToken(input.token), now, tx);
    if (!consumed) return null;
    await verifications.expireUserVerificationTokens(consumed.userId, now, tx);
    return users.updateUser(
      consumed.userId,
      { emailVerified: true, emailVerifiedAt: now, verificationPending: false, lastLoginAt: now, lastActiveAt: now },
      tx,
    );
  });
  if (!user) throw new AppError("bad_request", INVALID_VERIFICATION_LINK);
  if (user.disabledAt) throw new AppError("forbidden", "This account has been disabled. Contact support for help.");
  logger.info("auth.email_verified", { userId: user.id });
  return issueTokens(user);
}

/** Sends a new link to an account that still waits for confirmation; the answer is the same for every address. */
export async function resendVerification(input: ResendVerificationInput, context: { ip: string; now?: Date }): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimit("verificationResendIp", context.ip);
  await consumeRateLimit("verificationResendEmail", email);
  const user = await users.getUserCredentialsByEmail(email);
  if (user?.verificationPending && !user.disabledAt) {
    await db.transaction((tx) => issueVerificationLink(user, context.now ?? new Date(), tx));
    sendDueEmailsSoon();
  }
  logger.info("auth.verification_resend_requested", { userId: user?.verificationPending ? user.id : null });
  return { message: RESEND_VERIFICATION_MESSAGE };
}

export function getProfile(caller: Caller): UserDto {
  return toUserDto(caller.user);
}

export interface UpdatedProfile {
  user: UserDto;
  /** Fresh tokens when the e-mail changed (every older session has ended); null for a name change. */
  session: IssuedSession | null;
}

/**
 * Changes the name and, with the current password, the e-mail address. A new address ends every
 * session (the token version is bumped; this browser gets fresh tokens), starts unverified, and the old
 * address is told, so an account taken over through a stolen session can be noticed and recovered.
 */
export async function updateProfile(caller: Caller, input: UpdateProfileInput): Promise<UpdatedProfile> {
  const email = input.email.trim().toLowerCase();
  const previousEmail = caller.user.email;
  const emailChanged = email !== previousEmail;
  if (emailChanged) {
    await assertCurrentPassword(caller.user.id, input.currentPassword, "Enter your current password to change your e-mail address.");
    const owner = await users.getUserByEmail(email);
    if (owner && owner.id !== caller.user.id) throw emailTaken();
  }
  const updated = await db
    .transaction(async (tx) => {
      const row = await users.updateUser(
        caller.user.id,
        { fullName: input.fullName, email, ...(emailChanged ? { emailVerified: false, emailVerifiedAt: null, bumpTokenVersion: true } : {}) },
        tx,
      );
      if (row && emailChanged) {
        await enqueueEmail({ to: previousEmail, userId: row.id, kind: "email-changed", ...emailChangedNotice(row.fullName, email) }, tx);
      }
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  if (!updated) throw new AppError("not_found", "Account not found.");
  if (!emailChanged) return { user: toUserDto(updated), session: null };
  logger.info("auth.email_changed", { userId: updated.id });
  sendDueEmailsSoon();
  const session = await issueTokens(updated);
  return { user: session.user, session };
}

async function assertCurrentPassword(userId: string, typed: string | undefined, missing: string): Promise<void> {
  if (!typed) throw new AppError("validation_failed", missing, [{ path: "currentPassword", message: missing }]);
  const currentHash = await users.getPasswordHash(userId);
  if (!currentHash || !(await verifyPassword(currentHash, typed))) {
    throw new AppError("validation_failed", "Current password is incorrect.", [{ path: "currentPassword", message: "Current password is incorrect" }]);
  }
}

/** Sent to the address being replaced. The new address is shown half hidden: the old inbox may be read by others. */
function emailChangedNotice(fullName: string, newEmail: string) {
  const [local = "", domain = ""] = newEmail.split("@");
  const hidden = `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
  const text = [
    `Hello ${fullName},`,
    "",
    `The sign-in e-mail address of your ${siteConfig.name} account was changed to ${hidden}, and every signed-in device was signed out.`,
    "",
    `If you did not make this change, reply to this e-mail or write to ${siteConfig.name} support at once: your account may be in someone else's hands.`,
  ].join("\n");
  return { subject: `Your ${siteConfig.name} sign-in e-mail was changed`, text };
}

/**
 * Changes the password and bumps the token version, which signs out every other session; this
 * browser gets fresh tokens.
 */
export async function changePassword(caller: Caller, input: ChangePasswordInput): Promise<IssuedSession> {
  const currentHash = await users.getPasswordHash(caller.user.id);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
    throw new AppError("validation_failed", "Current password is incorrect.", [{ path: "currentPassword", message: "Current password is incorrect" }]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError("validation_failed", "Choose a password different from the current one.", [
      { path: "newPassword", message: "Must differ from the current password" },
    ]);
  }
  assertAcceptablePassword(input.newPassword);
  const updated = await users.updateUser(caller.user.id, { passwordHash: await hashPassword(input.newPassword), bumpTokenVersion: true });
  if (!updated) throw new AppError("not_found", "Account not found.");
  logger.info("auth.password_changed", { userId: updated.id });
  return issueTokens(updated);
}

/** Signs out every other session (token version bump) and re-issues tokens for this one. */
export async function revokeOtherSessions(caller: Caller): Promise<IssuedSession> {
  const updated = await users.updateUser(caller.user.id, { bumpTokenVersion: true });
  if (!updated) throw new AppError("not_found", "Account not found.");
  logger.info("auth.sessions_revoked", { userId: updated.id });
  return issueTokens(updated);
}

/** Ends the session: every token issued so far stops working on its next request. */
export async function logout(caller: Caller): Promise<void> {
  await users.updateUser(caller.user.id, { bumpTokenVersion: true });
  logger.info("auth.logout", { userId: caller.user.id });
}

/**
 * Ends the session a next-auth sign-out presented (its cookie's claims). Only a token that is still
 * current revokes, so replaying an already revoked cookie at the sign-out endpoint cannot sign the owner
 * out of their newer sessions.
 */
export async function logoutByClaims(userId: string, tokenVersion: unknown): Promise<void> {
  const user = await users.getUserById(userId);
  if (!user || user.disabledAt || user.tokenVersion !== tokenVersion) return;
  await users.updateUser(user.id, { bumpTokenVersion: true });
  logger.info("auth.logout", { userId: user.id, via: "next-auth sign-out" });
}

function emailTaken() {
  return new AppError("conflict", "An account with this email already exists.");
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "23505";
}
