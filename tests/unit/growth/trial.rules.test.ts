import { describe, expect, it } from "vitest";

import { dueTrialReminder, trialLabel, trialRefusal, type TrialFacts } from "@/lib/growth/trial.rules";

const eligible: TrialFacts = {
  emailVerified: true,
  disposableAddress: false,
  claimedByAccount: false,
  claimedByAddress: false,
  claimedByDevice: false,
  paidPeriodOpen: false,
  pause: null,
};

describe("trialRefusal", () => {
  it("lets a confirmed member with no claim, no paid plan and no pause start the trial", () => {
    expect(trialRefusal(eligible)).toBeNull();
  });

  it("asks for a confirmed address first (403), whatever else is true", () => {
    const refusal = trialRefusal({ ...eligible, emailVerified: false, claimedByAccount: true });
    expect(refusal).toMatchObject({ reason: "unconfirmed", status: 403 });
    expect(refusal!.message).toMatch(/confirm your e-mail address/i);
  });

  it("refuses a disposable address before any claim is looked at (409)", () => {
    const refusal = trialRefusal({ ...eligible, disposableAddress: true, claimedByDevice: true });
    expect(refusal).toMatchObject({ reason: "disposable_address", status: 409 });
    expect(refusal!.message).toMatch(/disposable e-mail addresses/);
    expect(trialRefusal({ ...eligible, emailVerified: false, disposableAddress: true })).toMatchObject({
      reason: "unconfirmed",
    });
  });

  it("names the claim that refuses it: this account, then the address, then the device (409)", () => {
    expect(trialRefusal({ ...eligible, claimedByAccount: true, claimedByAddress: true })).toMatchObject({
      reason: "account_used",
      status: 409,
      message: "You have already had your free trial.",
    });
    expect(trialRefusal({ ...eligible, claimedByAddress: true, claimedByDevice: true })).toMatchObject({
      reason: "address_used",
      message: "This address has already had a free trial.",
    });
    expect(trialRefusal({ ...eligible, claimedByDevice: true })).toMatchObject({
      reason: "device_used",
      message: "A free trial has already been started on this device.",
    });
  });

  it("refuses a member on a paid plan, running or queued", () => {
    expect(trialRefusal({ ...eligible, paidPeriodOpen: true })).toMatchObject({ reason: "paid_plan", status: 409 });
  });

  it("refuses during a time-out or a self-exclusion, saying until when", () => {
    const until = new Date("2026-12-01T10:30:00Z");
    const timeOut = trialRefusal({ ...eligible, pause: { kind: "TIMEOUT", until } });
    expect(timeOut).toMatchObject({ reason: "time_out", status: 409 });
    expect(timeOut!.message).toContain("time-out runs, until 2026-12-01 10:30 UTC");
    expect(trialRefusal({ ...eligible, pause: { kind: "SELF_EXCLUSION", until } })).toMatchObject({
      reason: "self_exclusion",
    });
  });
});

describe("dueTrialReminder", () => {
  const end = new Date("2026-12-08T12:00:00Z");
  const none = { reminderSentAt: null, lastDayReminderSentAt: null };
  const at = (iso: string) => new Date(iso);

  it("is quiet until two days are left", () => {
    expect(dueTrialReminder(end, at("2026-12-06T11:59:59Z"), none)).toBeNull();
    expect(dueTrialReminder(end, at("2026-12-01T12:00:00Z"), none)).toBeNull();
  });

  it("sends the two-day reminder from exactly two days before the end, once", () => {
    expect(dueTrialReminder(end, at("2026-12-06T12:00:00Z"), none)).toBe("two-days");
    expect(dueTrialReminder(end, at("2026-12-07T11:00:00Z"), none)).toBe("two-days");
    const sent = { reminderSentAt: at("2026-12-06T12:00:00Z"), lastDayReminderSentAt: null };
    expect(dueTrialReminder(end, at("2026-12-07T11:00:00Z"), sent)).toBeNull();
  });

  it("sends the last-day reminder in the final 24 hours, once, even if the two-day one never went", () => {
    expect(dueTrialReminder(end, at("2026-12-07T12:00:00Z"), none)).toBe("last-day");
    expect(dueTrialReminder(end, at("2026-12-08T11:59:59Z"), none)).toBe("last-day");
    const sent = { reminderSentAt: null, lastDayReminderSentAt: at("2026-12-07T12:00:00Z") };
    expect(dueTrialReminder(end, at("2026-12-08T11:00:00Z"), sent)).toBeNull();
  });

  it("sends nothing at or after the end", () => {
    expect(dueTrialReminder(end, end, none)).toBeNull();
    expect(dueTrialReminder(end, at("2026-12-09T00:00:00Z"), none)).toBeNull();
  });

  it("counts in instants, so the member's zone or a clock change does not move it", () => {
    // Europe/London leaves summer time on 2026-10-25: 48 hours before the end is still 48 hours.
    const autumnEnd = new Date("2026-10-26T09:00:00Z");
    expect(dueTrialReminder(autumnEnd, at("2026-10-24T09:00:00Z"), none)).toBe("two-days");
    expect(dueTrialReminder(autumnEnd, at("2026-10-24T08:59:59Z"), none)).toBeNull();
  });
});

describe("trialLabel", () => {
  it("says how many days are left, one day in the singular", () => {
    expect(trialLabel(7)).toBe("Trial — 7 days left");
    expect(trialLabel(1)).toBe("Trial — 1 day left");
  });
});
