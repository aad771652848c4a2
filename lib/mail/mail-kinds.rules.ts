// Which e-mail is about the member's account (sent whatever their limits) and which is not (alerts, digests,
// marketing, renewal prompts, the trial's "ends soon" reminders: held back while the member has a time-out or
// self-exclusion running). Listed by the outbox row's `kind`; a kind not listed here is not account e-mail, so a new
// kind of mail is silenced for a paused member unless it is added on purpose. The trial reminder ("trial-reminder",
// lib/growth/trial.service.ts) is left out on purpose: it nudges towards paying, and carries the help links.

/** E-mail a member needs to use and secure their account, or that answers something they just did. */
const ACCOUNT_MAIL_KINDS: ReadonlySet<string> = new Set([
  "email-verification",
  "password-reset",
  "email-changed",
  "registration-attempt",
  "contact-message",
]);

/** True when a message of `kind` is account e-mail, which a time-out or self-exclusion does not hold back. */
export function isAccountMail(kind: string | null | undefined): boolean {
  return ACCOUNT_MAIL_KINDS.has(kind ?? "general");
}
