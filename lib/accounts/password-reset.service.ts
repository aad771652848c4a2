import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { db } from "@/db";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import * as resets from "@/lib/accounts/password-resets.queries";
import * as verifications from "@/lib/accounts/email-verifications.queries";
import * as users from "@/lib/accounts/users.queries";
import { AppError } from "@/lib/core/errors";
import { hashPassword } from "@/lib/accounts/password-hashing.service";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { consumeRateLimits } from "@/lib/rate-limit";
import { routes, siteConfig } from "@/lib/site-config";
import type { ForgotPasswordInput, ResetPasswordInput } from "@/lib/accounts/auth.input";

import { assertAcceptablePassword } from "./password-policy.rules";
import { sendDueEmailsSoon } from "@/lib/mail/outbox.service";

// Forgot password: a single-use link that expires after an hour. Only a hash of the token is stored;
// the token itself travels only in the e-mail. The answer never says whether the address has an account.

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that address, we have sent a link to reset the password. The link expires in 1 hour.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const hashIp = (ip: string) => createHash("sha256").update(`reset:${ip}`).digest("hex").slice(0, 32);

export async function requestPasswordReset(input: ForgotPasswordInput, context: { ip: string; now?: Date }) {
  const email = input.email.trim().toLowerCase();
  // Per (address, IP) before the address's ceiling: strangers asking for someone's reset never use up the owner's.
  await consumeRateLimits([
    ["passwordResetIp", context.ip],
    ["passwordResetEmailIp", `${email}|${context.ip}`],
    ["passwordResetEmail", email],
  ]);
  const user = await users.getUserByEmail(email);
  if (user && !user.disabledAt) {
    const now = context.now ?? new Date();
    const token = randomBytes(32).toString("base64url");
    const link = new URL(`${routes.auth.resetPassword}?token=${token}`, env.APP_URL).toString();
    await db.transaction(async (tx) => {
      await resets.createPasswordResetToken(
        {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          requestIpHash: hashIp(context.ip),
        },
        tx,
      );
      await enqueueEmail(
        { to: user.email, userId: user.id, kind: "password-reset", ...resetEmail(user.fullName, link) },
        tx,
      );
    });
    logger.info("auth.password_reset_requested", { userId: user.id });
    sendDueEmailsSoon();
  } else {
    logger.info("auth.password_reset_requested", { userId: null });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * Sets a new password from a reset link; the token is used up and every session of the user ends. The link
 * reached the address, so it also confirms it, and voids every open registration of the address (the password
 * is now the one the address's owner chose): a never-confirmed sign-up can be finished this way too.
 */
export async function resetPassword(input: ResetPasswordInput, now = new Date()) {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const consumed = await resets.consumePasswordResetToken(hashToken(input.token), now, tx);
    if (!consumed) throw new AppError("bad_request", "This reset link is invalid or has expired.");
    await resets.expireUserResetTokens(consumed.userId, now, tx);
    await verifications.expireUserVerificationTokens(consumed.userId, now, tx);
    const current = await users.getUserById(consumed.userId, tx);
    const confirm = current && !current.emailVerified ? { emailVerified: true, emailVerifiedAt: now } : {};
    await users.updateUser(consumed.userId, { passwordHash, ...confirm, bumpTokenVersion: true }, tx);
    return consumed.userId;
  });
  logger.info("auth.password_reset", { userId });
  return { message: "Your password has been reset. You can now sign in." };
}

function resetEmail(fullName: string, link: string) {
  const text = [
    `Hello ${fullName},`,
    "",
    `Someone asked to reset the password of your ${siteConfig.name} account. To choose a new password, open this ` +
      `link within the next hour:`,
    "",
    link,
    "",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  return { subject: `Reset your ${siteConfig.name} password`, text };
}
