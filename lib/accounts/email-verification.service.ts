import "server-only";

import { createHash, randomBytes } from "node:crypto";

import type { DbOrTx } from "@/db";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import * as verifications from "@/lib/accounts/email-verifications.queries";
import { env } from "@/lib/env";
import { routes } from "@/lib/site-config";

import { verificationEmail, type VerificationPurpose } from "@/lib/mail/outbox.service";

// Links that confirm an address. Like reset links: a random token travels only in the e-mail, the database
// keeps its SHA-256, a link works once and expires.

export const VERIFICATION_TOKEN_TTL_HOURS = 24;
export const VERIFICATION_TOKEN_TTL_MS = VERIFICATION_TOKEN_TTL_HOURS * 60 * 60 * 1000;

export const hashVerificationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What one registration chose: applied to the account by the link that confirms it. */
export interface RegistrationCredentials {
  passwordHash: string;
  fullName: string;
}

interface LinkOwner {
  id: string;
  email: string;
  fullName: string;
  /** Whether the account has a password already (false: the confirming person chooses one). */
  hasPassword: boolean;
}

/**
 * Stores a fresh link for the user and queues the e-mail that carries it, in the caller's transaction. With
 * `credentials` the link is a registration's: it carries that registration's password and name, and its e-mail
 * greets that name (never another registration's).
 */
export async function issueVerificationLink(
  owner: LinkOwner,
  now: Date,
  tx: DbOrTx,
  credentials?: RegistrationCredentials,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const link = new URL(`${routes.auth.verifyEmail}?token=${token}`, env.APP_URL).toString();
  await verifications.createEmailVerificationToken(
    {
      userId: owner.id,
      tokenHash: hashVerificationToken(token),
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
      passwordHash: credentials?.passwordHash ?? null,
      fullName: credentials?.fullName ?? null,
    },
    tx,
  );
  const purpose: VerificationPurpose = credentials ? "registration" : owner.hasPassword ? "confirm" : "choose-password";
  // The account's name counts only once someone confirmed it: an unclaimed sign-up's name is a stranger's word.
  const name = credentials?.fullName ?? (owner.hasPassword ? owner.fullName : null);
  await enqueueEmail(verificationEmail(owner, name, link, VERIFICATION_TOKEN_TTL_HOURS, purpose), tx);
}

/**
 * Keeps a registration of an address whose account already has a password, without a link anyone holds: it
 * can never confirm anything, but a sign-in with its password answers like an unconfirmed registration's does
 * (lib/accounts/registration.service.ts), so registering and then signing in cannot tell the two apart.
 */
export async function recordRegistrationAttempt(
  userId: string,
  credentials: RegistrationCredentials,
  now: Date,
  tx: DbOrTx,
): Promise<void> {
  await verifications.createEmailVerificationToken(
    {
      userId,
      tokenHash: hashVerificationToken(randomBytes(32).toString("base64url")),
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
      passwordHash: credentials.passwordHash,
      fullName: credentials.fullName,
    },
    tx,
  );
}
