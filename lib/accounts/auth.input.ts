import { z } from "zod";

import { emailSchema, text } from "@/lib/core/common.input";
import { ODDS_FORMATS } from "@/lib/format/odds.rules";

// Accounts and sessions: sign-up, sign-in, password change and reset.
// The route handlers under app/api/auth and app/api/user/preferences parse with the request schemas here;
// the browser forms use the same schemas, or the form schemas at the bottom, which add the fields that
// never leave the browser (confirmations, the terms box, first and last name).

/** Password length: 8–128 characters, any characters, no composition rules (docs/decisions.md, "Security rules"). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
/** Each half of the sign-up form's name; the composed fullName is capped at FULL_NAME_MAX as well. */
export const NAME_PART_MAX = 50;
const CALLBACK_URL_MAX = 512;
export const RESET_TOKEN_MIN = 20;
export const RESET_TOKEN_MAX = 200;

const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long";

const NUL = /\u0000/;

/**
 * A new password as typed: never trimmed (a leading or trailing space is part of it), 8–128 characters.
 * Common passwords are refused by the server (common-passwords.rules.ts, checked in auth.service.ts), not
 * here, so the list stays out of the browser bundle.
 */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

/** The password typed to prove who you are: only non-empty and capped, since old accounts may predate the rules. */
const currentPasswordSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters long`);

const fullNameSchema = text(FULL_NAME_MAX);

// ---------------------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------------------

/** POST /api/auth/login */
export const loginSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema("Password"),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * POST /api/auth/register. Not strict on purpose: the original product's clients may send a `role`, which is stripped
 * here with every other unknown key, so a registration can never choose its own role.
 */
export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

const verificationTokenSchema = z
  .string({ error: "Confirmation token is required" })
  .min(RESET_TOKEN_MIN, "This confirmation link is invalid, has already been used or has expired.")
  .max(RESET_TOKEN_MAX, "This confirmation link is invalid, has already been used or has expired.");

/**
 * POST /api/auth/verify-email: the one-time token from the e-mailed link, and, only for an account nobody has
 * chosen a password for yet (the server answers 422 on `password` when it needs one), the password and name.
 */
export const verifyEmailSchema = z
  .object({ token: verificationTokenSchema, password: passwordSchema.optional(), fullName: fullNameSchema.optional() })
  .strict();
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** POST /api/auth/resend-verification */
export const resendVerificationSchema = z.object({ email: emailSchema }).strict();
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

/** PUT /api/auth/profile */
export const updateProfileSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    /** Required when `email` differs from the account's address: a stolen session alone cannot move it. */
    currentPassword: currentPasswordSchema("Current password").optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** PUT /api/auth/change-password */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema("Current password"),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the single-use token from the e-mailed link and the new password. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "Reset token is required" })
      .min(RESET_TOKEN_MIN, "This reset link is invalid or has expired.")
      .max(RESET_TOKEN_MAX, "This reset link is invalid or has expired."),
    password: passwordSchema,
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

// ---------------------------------------------------------------------------------------------------------
// Preferences (GET/PUT /api/user/preferences): stored, unlike the original's local-only toggles
// ---------------------------------------------------------------------------------------------------------

export const PROFILE_VISIBILITIES = ["public", "private"] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

const notificationPreferencesSchema = z
  .object({
    email: z.boolean(),
    push: z.boolean(),
    predictionAlerts: z.boolean(),
    weeklyDigest: z.boolean(),
    marketing: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const privacyPreferencesSchema = z
  .object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES, "Please choose public or private"),
    showStats: z.boolean(),
    dataSharing: z.boolean(),
  })
  .strict();
export type PrivacyPreferences = z.infer<typeof privacyPreferencesSchema>;

/** How the member wants figures shown: the odds format of every price (lib/format/prediction-display.rules.ts). */
export const displayPreferencesSchema = z
  .object({
    oddsFormat: z.enum(ODDS_FORMATS, "Please choose decimal, American or fractional odds"),
  })
  .strict();
export type DisplayPreferences = z.infer<typeof displayPreferencesSchema>;

/**
 * PUT /api/user/preferences (notifications and privacy required; display optional, left as stored when
 * absent, so clients written before it existed keep working) and the shape GET answers with (all three).
 */
export const preferencesSchema = z
  .object({
    notifications: notificationPreferencesSchema,
    privacy: privacyPreferencesSchema,
    display: displayPreferencesSchema.optional(),
  })
  .strict();
export type PreferencesInput = z.infer<typeof preferencesSchema>;
export type Preferences = Required<PreferencesInput>;

// ---------------------------------------------------------------------------------------------------------
// callbackUrl: honoured only when it is a path on this site (no open redirects)
// ---------------------------------------------------------------------------------------------------------

// Browsers drop tabs and newlines inside URLs ("/\t/evil.com" becomes "//evil.com") and treat "\" as "/",
// so any control character, whitespace or backslash disqualifies a value outright.
const UNSAFE_PATH_CHARS = /[\u0000-\u0020\u007f\\]/;
const PARSE_BASE = "http://callback.invalid";

function isSafeCallbackPath(value: string): boolean {
  if (value.length === 0 || value.length > CALLBACK_URL_MAX) return false;
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (UNSAFE_PATH_CHARS.test(value)) return false;
  try {
    // Belt and braces: the value must resolve to our own origin whatever the parser makes of it.
    return new URL(value, PARSE_BASE).origin === PARSE_BASE;
  } catch {
    return false;
  }
}

/** A same-site path such as "/user/dashboard?x=1"; anything else (other hosts, schemes, "//", "/\") fails. */
export const callbackUrlSchema = z
  .string()
  .max(CALLBACK_URL_MAX, "Invalid callback URL")
  .refine(isSafeCallbackPath, "Invalid callback URL");

/** The value when it is a safe path on this site, otherwise null (callers fall back to their default page). */
export function safeCallbackPath(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  return isSafeCallbackPath(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------------------
// Browser-only form schemas
// ---------------------------------------------------------------------------------------------------------

const namePart = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_PART_MAX, `${label} must be at most ${NAME_PART_MAX} characters`)
    .refine((value) => !NUL.test(value), "Contains an invalid character");

const confirmationSchema = z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password");

/** The name the sign-up form sends as fullName: first and last name, trimmed. */
export function composeFullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/**
 * The sign-up form (/auth/signup): all fields required, passwords must match, the terms box must be ticked.
 * It sends { email, password, fullName } to POST /api/auth/register.
 */
export const signupFormSchema = z
  .object({
    firstName: namePart("First name"),
    lastName: namePart("Last name"),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmationSchema,
    terms: z.boolean().refine((value) => value, "Please agree to the terms and conditions"),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
    // Compare even while other fields are invalid, so every error shows on the first submit.
    when: (payload) => bothStrings(payload.value, "password", "confirmPassword"),
  })
  .refine((values) => composeFullName(values.firstName, values.lastName).length <= FULL_NAME_MAX, {
    message: `Your full name must be at most ${FULL_NAME_MAX} characters`,
    path: ["lastName"],
    when: (payload) => bothStrings(payload.value, "firstName", "lastName"),
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;

/** Security tab of /user/settings: new and confirm must match. Sends changePasswordSchema. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema("Current password"),
    newPassword: passwordSchema,
    confirmPassword: confirmationSchema,
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
    when: (payload) => bothStrings(payload.value, "newPassword", "confirmPassword"),
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/** A new password typed twice (the reset and choose-password forms), with passwordsMatch over it. */
const newPasswordTwice = { password: passwordSchema, confirmPassword: confirmationSchema };
const passwordsEqual = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const passwordsMatch = {
  message: "Passwords do not match",
  path: ["confirmPassword"],
  when: (payload: { value: unknown }) => bothStrings(payload.value, "password", "confirmPassword"),
};

/** /auth/reset-password: the new password twice; the token comes from the link. */
export const resetPasswordFormSchema = z.object(newPasswordTwice).refine(passwordsEqual, passwordsMatch);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === "string" && typeof record[b] === "string";
}

/**
 * /auth/verify-email when the account has no password yet (the server answered 422 on `password`): the
 * name and the new password twice. Sends verifyEmailSchema with the link's token.
 */
export const choosePasswordFormSchema = z
  .object({ fullName: fullNameSchema, ...newPasswordTwice })
  .refine(passwordsEqual, passwordsMatch);
export type ChoosePasswordFormInput = z.input<typeof choosePasswordFormSchema>;
