// What GET /api/user/earnings answers (browser-safe: the earnings page reads it). Friends appear only masked.

export interface MemberReferralDto {
  id: string;
  /** maskAddress of the friend's address ("j•••@gmail.com"). */
  friend: string;
  status: "PENDING" | "CREDITED" | "REFUSED" | "REVERSED";
  /** The refusal in plain words (REFUSAL_WORDS), or null. */
  reason: string | null;
  /** Days the invitation earned the member (after the caps); null while it is pending. */
  daysCredited: number | null;
  signedUpAt: string;
  decidedAt: string | null;
}

export interface LedgerRowDto {
  id: string;
  kind: "REFERRAL" | "WELCOME" | "REVERSAL";
  /** Positive for a credit, negative for days an admin took back. */
  days: number;
  requestedDays: number;
  /** The member's calendar day the credit counted against ("2026-11-28"). */
  localDay: string;
  note: string | null;
  at: string;
}

export interface MemberEarningsDto {
  code: string;
  link: string;
  referrals: MemberReferralDto[];
  ledger: LedgerRowDto[];
  /** earned − reversed − used = remaining; none of them is ever negative. */
  totals: { earned: number; reversed: number; used: number; remaining: number };
  /** The monthly ceiling of earned days (global setting) the member's credits pass through. */
  monthlyCeiling: number;
  /** When the next earned period begins, when it waits behind another one (ISO), else null. */
  queuedFrom: string | null;
}
