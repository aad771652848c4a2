import "server-only";

import { db, type DbOrTx } from "@/db";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import * as verifications from "@/lib/accounts/email-verifications.queries";
import * as users from "@/lib/accounts/users.queries";
import { AppError } from "@/lib/core/errors";
import { hashPassword, verifyPassword } from "@/lib/accounts/password-hashing.service";
import { issueSession, type IssuedSession } from "@/lib/accounts/session-tokens.service";
import { logger } from "@/lib/logger";
import { consumeRateLimits, tryConsumeRateLimits } from "@/lib/rate-limit";
import type { RegisterInput, ResendVerificationInput, VerifyEmailInput } from "@/lib/accounts/auth.input";

import { registrationAttemptNotice, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { readBooleanSetting } from "@/lib/settings/settings.service";
import {
  hashVerificationToken,
  issueVerificationLink,
  recordRegistrationAttempt,
  VERIFICATION_TOKEN_TTL_HOURS,
  VERIFICATION_TOKEN_TTL_MS,
  type RegistrationCredentials,
} from "./email-verification.service";
import { assertAcceptablePassword } from "./password-policy.rules";

// Registration and the confirmation of an address (docs/decisions.md, "Registration binds the password to the
// confirmation"). The rules:
// - Whoever confirms an address decides its password and name. Each registration of an address nobody has
//   confirmed keeps its own password hash and name on its own link; the account has no password until a link
//   is opened, and opening one applies that link's credentials and voids every other link of the address. A
//   stranger who registers someone's address first therefore never holds a password that works.
// - Registration answers the same for every address: a new or unconfirmed address gets a link, an address whose
//   account has a password gets a notice (and its registration is kept, unmailed, so that signing in with its
//   password answers like an unconfirmed registration: registering then signing in tells nobody whether the
//   address had an account).
// - The address is confirmed by one flag (users.emailVerified): a link, a completed password reset or an admin
//   sets it, and while require_email_verification is on only confirmed accounts sign in.

/** Global setting (Security tab, on by default): accounts sign in only once their address is confirmed. */
const REQUIRE_EMAIL_VERIFICATION_SETTING = "require_email_verification";

const REGISTRATION_MESSAGE = "Check your e-mail to finish creating your account.";
const RESEND_VERIFICATION_MESSAGE =
  "If an account at that address is waiting to be confirmed, we have sent it a new link. The link expires in 24 hours.";
const INVALID_VERIFICATION_LINK = "This confirmation link is invalid, has already been used or has expired.";
const CHOOSE_PASSWORD_MESSAGE = "Choose a password to finish setting up your account.";
/** What a sign-in with the right password for an unconfirmed address answers (403, details.reason "email_unconfirmed").
 */
export const CONFIRM_BEFORE_SIGN_IN_MESSAGE =
  `Your e-mail address is not confirmed yet. We have sent you an e-mail ` +
  `with a link to confirm it (valid for ${VERIFICATION_TOKEN_TTL_HOURS} hours); open it to sign in.`;
export const EMAIL_UNCONFIRMED_REASON = "email_unconfirmed";

/** How long a registration's password keeps earning a fresh link at sign-in, and how many are tried. */
const OPEN_REGISTRATION_MS = 7 * 24 * 60 * 60 * 1000;
const OPEN_REGISTRATIONS_TRIED = 5;

export function requiresConfirmedAddress(): Promise<boolean> {
  return readBooleanSetting(REQUIRE_EMAIL_VERIFICATION_SETTING, true);
}

type AccountWithPassword = users.UserRecord & { passwordHash: string | null };

/** The limits per address a link or notice spends: one client's own allowance first, then the address's ceiling. */
const addressLimits = (prefix: "register" | "verificationResend", email: string, ip: string) =>
  [
    [`${prefix}EmailIp`, `${email}|${ip}`],
    [`${prefix}Email`, email],
  ] as const;

/**
 * POST /api/auth/register. Answers the same for every address, in about the same time (the password is hashed
 * and an e-mail queued on every path); only the e-mail differs. A `role` in the payload never reaches here (the
 * schema strips it).
 */
export async function register(
  input: RegisterInput,
  context: { ip: string; now?: Date },
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimits([["register", context.ip], ...addressLimits("register", email, context.ip)]);
  assertAcceptablePassword(input.password);
  const now = context.now ?? new Date();
  const credentials: RegistrationCredentials = {
    passwordHash: await hashPassword(input.password),
    fullName: input.fullName,
  };
  const [existing, confirmationRequired] = await Promise.all([
    users.getUserCredentialsByEmail(email),
    requiresConfirmedAddress(),
  ]);
  if (existing) {
    await answerExistingAddress(existing, credentials, now);
  } else {
    try {
      const userId = await db.transaction(async (tx) => {
        // With confirmation required nobody has chosen the password yet: it waits on the link. Without it the
        // first registration owns the address at once, as on any site that does not confirm addresses.
        const passwordHash = confirmationRequired ? null : credentials.passwordHash;
        const user = await users.createUser({ email, fullName: input.fullName, passwordHash, role: "USER" }, tx);
        await issueVerificationLink({ ...user, hasPassword: passwordHash !== null }, now, tx, credentials);
        return user.id;
      });
      logger.info("auth.registered", { userId, outcome: "created" });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides, and the loser registers an existing
      // address.
      if (!isUniqueViolation(error)) throw error;
      const owner = await users.getUserCredentialsByEmail(email);
      if (owner) await answerExistingAddress(owner, credentials, now);
    }
  }
  // Each registration also forgets the credentials of registrations past their sign-in window.
  await verifications.forgetStaleRegistrations(
    new Date(now.getTime() - OPEN_REGISTRATION_MS + VERIFICATION_TOKEN_TTL_MS),
  );
  sendDueEmailsSoon();
  return { message: REGISTRATION_MESSAGE };
}

async function answerExistingAddress(
  owner: AccountWithPassword,
  credentials: RegistrationCredentials,
  now: Date,
): Promise<void> {
  if (owner.disabledAt) {
    logger.info("auth.registered", { userId: owner.id, outcome: "existing_disabled" });
    return;
  }
  const unclaimed = owner.passwordHash === null;
  await db.transaction(async (tx) => {
    // Nobody has confirmed the address: this registration gets a link of its own, with its own password.
    if (unclaimed) return issueVerificationLink({ ...owner, hasPassword: false }, now, tx, credentials);
    await recordRegistrationAttempt(owner.id, credentials, now, tx);
    await enqueueEmail(registrationAttemptNotice(owner), tx);
  });
  logger.info("auth.registered", { userId: owner.id, outcome: unclaimed ? "existing_unconfirmed" : "existing" });
}

/**
 * POST /api/auth/verify-email: confirms the address from an e-mailed link and signs its owner in. A
 * registration's link applies the password and name that registration chose; a link without them confirms an
 * account that has a password, or, for one that has none, needs `password` (answering 422 on the password field
 * without using the link up). Every other link of the address is voided with it.
 */
export async function verifyEmail(input: VerifyEmailInput, now = new Date()): Promise<IssuedSession> {
  if (input.password !== undefined) assertAcceptablePassword(input.password);
  const chosen = input.password === undefined ? null : await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const link = await verifications.lockUsableVerificationToken(hashVerificationToken(input.token), now, tx);
    const account = link ? await users.lockUserCredentials(link.userId, tx) : null;
    if (!link || !account) throw new AppError("bad_request", INVALID_VERIFICATION_LINK);
    if (account.disabledAt)
      throw new AppError("forbidden", "This account has been disabled. Contact support for help.");
    let credentials: Partial<Pick<users.UserUpdate, "passwordHash" | "fullName">> = {};
    // An account that has a password keeps it: the link then only confirms the address.
    if (account.passwordHash === null) {
      if (link.passwordHash !== null && link.fullName !== null)
        credentials = { passwordHash: link.passwordHash, fullName: link.fullName };
      else if (chosen !== null)
        credentials = { passwordHash: chosen, ...(input.fullName ? { fullName: input.fullName } : {}) };
      else
        throw new AppError("validation_failed", CHOOSE_PASSWORD_MESSAGE, [
          { path: "password", message: CHOOSE_PASSWORD_MESSAGE },
        ]);
    }
    await verifications.expireUserVerificationTokens(account.id, now, tx);
    return users.updateUser(
      account.id,
      { ...credentials, emailVerified: true, emailVerifiedAt: now, lastLoginAt: now, lastActiveAt: now },
      tx,
    );
  });
  if (!user) throw new AppError("bad_request", INVALID_VERIFICATION_LINK);
  logger.info("auth.email_verified", { userId: user.id });
  return issueSession(user);
}

/** POST /api/auth/resend-verification: a new link for an account whose address is not confirmed; the same answer for
 * every address. */
export async function resendVerification(
  input: ResendVerificationInput,
  context: { ip: string; now?: Date },
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  await consumeRateLimits([
    ["verificationResendIp", context.ip],
    ...addressLimits("verificationResend", email, context.ip),
  ]);
  const user = await users.getUserCredentialsByEmail(email);
  const waiting = user !== null && !user.emailVerified && !user.disabledAt;
  if (waiting) {
    // No registration's password rides on this link (whoever asked may not be who registered): an account
    // without a password gets it chosen by whoever opens the link.
    await db.transaction((tx) =>
      issueVerificationLink({ ...user, hasPassword: user.passwordHash !== null }, context.now ?? new Date(), tx),
    );
    sendDueEmailsSoon();
  }
  logger.info("auth.verification_resend_requested", { userId: waiting ? user.id : null });
  return { message: RESEND_VERIFICATION_MESSAGE };
}

/**
 * A sign-in that must not simply succeed: does it deserve "confirm your address, we sent a link" instead of
 * "invalid e-mail or password"? Yes when the typed password proves something about the address:
 * - it is the account's own password and the address is unconfirmed: a new link that confirms it;
 * - it is the password of an open registration (at most a week old) of an address nobody has confirmed: a new
 *   link carrying that registration's password and name, as registering again would;
 * - it is the password of a registration of an address whose account has a password: that registration made
 *   nothing, but it answers the same as the case above, and the owner is told again that someone tried.
 * The e-mail is skipped quietly over the resend limits; the answer stays the same. Whoever gets this answer
 * typed a password they chose, so it says nothing they did not know: an address that already had an account
 * answers exactly like one that did not.
 */
export async function answersConfirmFirst(
  account: AccountWithPassword,
  password: string,
  ownPasswordMatched: boolean,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  if (account.disabledAt) return false;
  let send: (tx: DbOrTx) => Promise<unknown>;
  if (ownPasswordMatched) {
    if (account.emailVerified) return false;
    send = (tx) => issueVerificationLink({ ...account, hasPassword: true }, now, tx);
  } else {
    const open = await verifications.listOpenRegistrations(
      account.id,
      new Date(now.getTime() - OPEN_REGISTRATION_MS),
      OPEN_REGISTRATIONS_TRIED,
    );
    let matched: RegistrationCredentials | null = null;
    for (const registration of open) {
      if (await verifyPassword(registration.passwordHash, password)) {
        matched = registration;
        break;
      }
    }
    if (!matched) return false;
    const registration = matched;
    send =
      account.passwordHash === null
        ? (tx) => issueVerificationLink({ ...account, hasPassword: false }, now, tx, registration)
        : (tx) => enqueueEmail(registrationAttemptNotice(account), tx);
  }
  const email = account.email;
  if (await tryConsumeRateLimits(addressLimits("verificationResend", email, ip))) {
    await db.transaction((tx) => send(tx));
    sendDueEmailsSoon();
  }
  logger.info("auth.login_unconfirmed", { userId: account.id, ip, outcome: "confirm_first" });
  return true;
}
