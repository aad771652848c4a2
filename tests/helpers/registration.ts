// Registration as a member would do it: POST /api/auth/register, then the confirmation link from the
// verification e-mail (read from the outbox rows, where the real sender would pick it up), then
// POST /api/auth/verify-email, which signs the new member in.
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";

import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as verifyEmailRoute } from "@/app/api/auth/verify-email/route";
import { db } from "@/db";
import { emailOutbox } from "@/db/schema";

import { callRoute, jsonRequest, type ApiEnvelope } from "./request";

export interface VerifiedMember {
  email: string;
  password: string;
  /** Bearer token from the verification sign-in. */
  token: string;
  /** Value of the Set-Cookie header the verification sign-in answered with. */
  cookie: string;
  user: Record<string, unknown>;
}

let ipCounter = 0;
/** A client address of its own per registration, so the per-IP registration limit never gets in the way. */
const registrationIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The token of the newest verification e-mail queued for `email`; fails the test when there is none. */
export async function latestVerificationToken(email: string): Promise<string> {
  const [row] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "email-verification")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = row?.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, `a verification e-mail to ${email}`).toBeTruthy();
  return token!;
}

/** Posts the confirmation token (with a chosen password and name when given); answers what the route answered. */
export function verifyEmail(token: string, choice: { password?: string; fullName?: string } = {}) {
  return callRoute<ApiEnvelope<{ token: string; user: Record<string, unknown> }>>(
    verifyEmailRoute,
    jsonRequest("POST", "/api/auth/verify-email", { token, ...choice }, { "x-forwarded-for": registrationIp() }),
  );
}

/** Registers, follows the e-mailed link and returns the signed-in, verified member. */
export async function registerAndVerify(
  email = `member-${Math.random().toString(36).slice(2)}@example.com`,
  password = "correct horse battery staple",
  fullName = "Test Member",
): Promise<VerifiedMember> {
  const registered = await callRoute<ApiEnvelope>(
    registerRoute,
    jsonRequest("POST", "/api/auth/register", { email, password, fullName }, { "x-forwarded-for": registrationIp() }),
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(202);
  const verified = await verifyEmail(await latestVerificationToken(email.trim().toLowerCase()));
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return {
    email,
    password,
    token: verified.body.data!.token,
    cookie: verified.headers.get("set-cookie") ?? "",
    user: verified.body.data!.user,
  };
}
