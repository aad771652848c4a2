import "server-only";

import { db } from "@/db";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import * as users from "@/lib/accounts/users.queries";
import { AppError } from "@/lib/core/errors";
import { hashPassword, verifyPassword } from "@/lib/accounts/password-hashing.service";
import type { Caller } from "@/lib/accounts/caller.dto";
import { issueSession, type IssuedSession } from "@/lib/accounts/session-tokens.service";
import { logger } from "@/lib/logger";
import { siteConfig } from "@/lib/site-config";
import { assertNotRateLimited, penalise, resetRateLimit } from "@/lib/rate-limit";
import type { ChangePasswordInput, LoginInput, UpdateProfileInput } from "@/lib/accounts/auth.input";

import { sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { issueVerificationLink } from "./email-verification.service";
import { assertAcceptablePassword } from "./password-policy.rules";
import {
  answersConfirmFirst,
  CONFIRM_BEFORE_SIGN_IN_MESSAGE,
  EMAIL_UNCONFIRMED_REASON,
  requiresConfirmedAddress,
} from "./registration.service";
import { toUserDto, type UserDto } from "./users.dto";
import { chosenOddsFormat } from "./preferences.service";
import type { OddsFormat } from "@/lib/format/odds.rules";

// Sign-in and the signed-in user's own account (registration and confirming an address:
// registration.service.ts). Every route that issues a token goes through issueSession, which stamps the
// user's current tokenVersion into both kinds of token.

const INVALID_CREDENTIALS = "Invalid email or password.";

export type { IssuedSession } from "@/lib/accounts/session-tokens.service";

// Verifying against a real hash when the e-mail is unknown (or has no password yet) keeps every failure equally slow.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("edgecast-timing-equaliser-not-a-password"));

/**
 * Reports each stage of a sign-in as it ends, with its wall time in ms (bench/login.ts prints the breakdown).
 * Nothing in the product passes one: the route signs in without it.
 */
type SignInTrace = (stage: string, ms: number) => void;

async function traced<T>(trace: SignInTrace | undefined, stage: string, work: () => Promise<T>): Promise<T> {
  if (!trace) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    trace(stage, performance.now() - started);
  }
}

export interface SignInContext {
  ip: string;
  trace?: SignInTrace;
}

/** A verify against the password, with the wait for a hashing slot and the hash itself traced apart. */
async function verifyTraced(trace: SignInTrace | undefined, passwordHash: string, password: string): Promise<boolean> {
  if (!trace) return verifyPassword(passwordHash, password);
  const queued = performance.now();
  let started = queued;
  const valid = await verifyPassword(passwordHash, password, {
    onStart: () => {
      started = performance.now();
    },
  });
  trace("argon2: wait for a slot", started - queued);
  trace("argon2: verify", performance.now() - started);
  return valid;
}

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password answer alike, in about the same
 * time: an address without a password hash (unknown, or nobody has chosen one yet) is verified against a dummy
 * hash, so every attempt costs one Argon2id verify. Failures count towards two limits (10 in a row per
 * account+IP, 100 a day per IP); a success clears the account+IP count. A password that proves something about
 * an unconfirmed address (its own, or a registration's) answers 403 "confirm your address first" with a fresh
 * link instead (registration.service.ts, answersConfirmFirst): whoever typed it chose it, so that answer tells
 * them nothing new.
 *
 * The database is asked in two rounds around the verify, each round's statements at once: before it, the two
 * limits, the account and the confirmation setting (reading the account before the limits are known to allow
 * the attempt reveals nothing: nothing is answered from it until they do); after a success, the sign-in time
 * and, only when there is one, clearing the failure count.
 */
async function authenticate(input: LoginInput, context: SignInContext): Promise<users.UserRecord> {
  const { trace } = context;
  const email = input.email.trim().toLowerCase();
  const accountKey = `${email}|${context.ip}`;
  // Made once per process, before the first unknown address needs it, so that one is no slower than the rest.
  void getDummyHash().catch(() => undefined);

  const [, accountIpFailures, found, confirmationRequired] = await traced(
    trace,
    "checks: limits, account, setting",
    () =>
      Promise.all([
        assertNotRateLimited("loginFailuresIp", context.ip),
        assertNotRateLimited("loginFailuresAccountIp", accountKey),
        users.getUserCredentialsByEmail(email),
        requiresConfirmedAddress(),
      ]),
  );
  const valid = await verifyTraced(trace, found?.passwordHash ?? (await getDummyHash()), input.password);
  const mustConfirm = valid && confirmationRequired && found !== null && !found.emailVerified;
  if (found && (!valid || mustConfirm) && (await answersConfirmFirst(found, input.password, valid, context.ip))) {
    throw new AppError("forbidden", CONFIRM_BEFORE_SIGN_IN_MESSAGE, { reason: EMAIL_UNCONFIRMED_REASON });
  }
  if (!found || !valid || mustConfirm) {
    await Promise.all([penalise("loginFailuresIp", context.ip), penalise("loginFailuresAccountIp", accountKey)]);
    const reason = !found ? "unknown_email" : !valid ? "wrong_password" : "unconfirmed";
    logger.warn("auth.login_failed", { email, userId: found?.id ?? null, ip: context.ip, reason, outcome: "failure" });
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  if (found.disabledAt) {
    logger.warn("auth.login_refused", { userId: found.id, ip: context.ip, reason: "disabled", outcome: "refused" });
    throw new AppError("forbidden", "This account has been disabled. Contact support for help.");
  }
  const now = new Date();
  const [updated] = await traced(trace, "record: sign-in time, failure count", () =>
    Promise.all([
      // Signing in starts a fresh admin inactivity window (lib/auth/admin-activity.ts).
      users.updateUser(found.id, { lastLoginAt: now, lastActiveAt: now }),
      // Most sign-ins follow no failure: there is no count to clear, and no write for it.
      accountIpFailures > 0 ? resetRateLimit("loginFailuresAccountIp", accountKey) : undefined,
    ]),
  );
  if (!updated) throw new AppError("unauthorized", INVALID_CREDENTIALS);
  logger.info("auth.login", { userId: updated.id, ip: context.ip, outcome: "success" });
  return updated;
}

export interface SignedIn extends IssuedSession {
  /** The odds format the member chose (the route copies it to this device's cookie), or null. */
  oddsFormat: OddsFormat | null;
}

/** Signs in: the session's tokens, and the member's odds format, read while the tokens are made. */
export async function login(input: LoginInput, context: SignInContext): Promise<SignedIn> {
  const user = await authenticate(input, context);
  const [session, oddsFormat] = await Promise.all([
    traced(context.trace, "session tokens", () => issueSession(user)),
    traced(context.trace, "odds format read", () => chosenOddsFormat(user.id)),
  ]);
  return { ...session, oddsFormat };
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
 * session (the token version is bumped; this browser gets fresh tokens), starts unconfirmed with a link sent
 * to it (the next sign-in needs it confirmed), and the old address is told, so an account taken over through
 * a stolen session can be noticed and recovered.
 */
export async function updateProfile(caller: Caller, input: UpdateProfileInput): Promise<UpdatedProfile> {
  const email = input.email.trim().toLowerCase();
  const previousEmail = caller.user.email;
  const emailChanged = email !== previousEmail;
  if (emailChanged) {
    await assertCurrentPassword(
      caller.user.id,
      input.currentPassword,
      "Enter your current password to change your e-mail address.",
    );
    const owner = await users.getUserByEmail(email);
    if (owner && owner.id !== caller.user.id) throw emailTaken();
  }
  const updated = await db
    .transaction(async (tx) => {
      const row = await users.updateUser(
        caller.user.id,
        {
          fullName: input.fullName,
          email,
          ...(emailChanged ? { emailVerified: false, emailVerifiedAt: null, bumpTokenVersion: true } : {}),
        },
        tx,
      );
      if (row && emailChanged) {
        await enqueueEmail(
          { to: previousEmail, userId: row.id, kind: "email-changed", ...emailChangedNotice(row.fullName, email) },
          tx,
        );
        // The new address signs in once it is confirmed: its link goes out with the change.
        await issueVerificationLink({ ...row, hasPassword: true }, new Date(), tx);
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
  const session = await issueSession(updated);
  return { user: session.user, session };
}

async function assertCurrentPassword(userId: string, typed: string | undefined, missing: string): Promise<void> {
  if (!typed) throw new AppError("validation_failed", missing, [{ path: "currentPassword", message: missing }]);
  const currentHash = await users.getPasswordHash(userId);
  if (!currentHash || !(await verifyPassword(currentHash, typed))) {
    throw new AppError("validation_failed", "Current password is incorrect.", [
      { path: "currentPassword", message: "Current password is incorrect" },
    ]);
  }
}

/** Sent to the address being replaced. The new address is shown half hidden: the old inbox may be read by others. */
function emailChangedNotice(fullName: string, newEmail: string) {
  const [local = "", domain = ""] = newEmail.split("@");
  const hidden = `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
  const text = [
    `Hello ${fullName},`,
    "",
    `The sign-in e-mail address of your ${siteConfig.name} account was changed to ${hidden}, and every signed-in ` +
      `device was signed out.`,
    "",
    `If you did not make this change, reply to this e-mail or write to ${siteConfig.name} support at once: your ` +
      `account may be in someone else's hands.`,
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
    throw new AppError("validation_failed", "Current password is incorrect.", [
      { path: "currentPassword", message: "Current password is incorrect" },
    ]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError("validation_failed", "Choose a password different from the current one.", [
      { path: "newPassword", message: "Must differ from the current password" },
    ]);
  }
  assertAcceptablePassword(input.newPassword);
  const updated = await users.updateUser(caller.user.id, {
    passwordHash: await hashPassword(input.newPassword),
    bumpTokenVersion: true,
  });
  if (!updated) throw new AppError("not_found", "Account not found.");
  logger.info("auth.password_changed", { userId: updated.id });
  return issueSession(updated);
}

/** Signs out every other session (token version bump) and re-issues tokens for this one. */
export async function revokeOtherSessions(caller: Caller): Promise<IssuedSession> {
  const updated = await users.updateUser(caller.user.id, { bumpTokenVersion: true });
  if (!updated) throw new AppError("not_found", "Account not found.");
  logger.info("auth.sessions_revoked", { userId: updated.id });
  return issueSession(updated);
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
