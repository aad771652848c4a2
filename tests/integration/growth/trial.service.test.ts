import { randomUUID } from "node:crypto";

import { InngestTestEngine } from "@inngest/test";
import { addDays, addHours, addMilliseconds } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { accountSightings, auditLog, emailOutbox, jobRuns, subscriptions, trialClaims, users } from "@/db/schema";
import { expireSubscriptions as expiryFunction } from "@/inngest/functions/expire-subscriptions";
import { AppError } from "@/lib/core/errors";
import { registerJob, unregisterJob } from "@/lib/jobs";
import { DISPOSABLE_DOMAINS_EXTRA_SETTING } from "@/lib/growth/referrals.rules";
import { expiryWithTrialRemindersJob, sendTrialReminders, startTrial, trialStatus } from "@/lib/growth/trial.service";
import { expireSubscriptions, getMemberSubscription } from "@/lib/payments/billing.service";
import { upsertPlayLimits } from "@/lib/play/play-limits.queries";
import { applyEntitlements, entitlementOf } from "@/lib/predictions/entitlements.service";
import { updateSettingValue } from "@/lib/settings/settings.queries";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { paidPeriod } from "@/tests/helpers/payments";

// The trial from start to end on a real database: the claim, the TRIAL period and the users row at once, premium
// picks through the entitlement service, the two reminders (each once), the expiry job around the end instant, a plan
// bought during the trial, every refusal writing nothing, and concurrent starts of which exactly one wins.

const NOW = new Date("2026-11-22T12:00:00Z");
const END = addDays(NOW, 7);

type Member = Awaited<ReturnType<typeof makeUserWithToken>>["user"];

async function member(options: { email?: string; verified?: boolean } = {}): Promise<Member> {
  const { user } = await makeUserWithToken("USER", { email: options.email });
  if (options.verified === false) {
    await db.update(users).set({ emailVerified: false, emailVerifiedAt: null }).where(eq(users.id, user.id));
    return { ...user, emailVerified: false };
  }
  return user;
}

const device = () => randomUUID();
const start = (user: Member, deviceId: string | null = device(), now = NOW) =>
  startTrial({ id: user.id, email: user.email, ip: "203.0.113.9" }, { deviceId, ip: "203.0.113.9" }, now);

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const periodsOf = (userId: string) => db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const remindersOf = (userId: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.kind, "trial-reminder")))
    .orderBy(emailOutbox.createdAt);

async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; reason: string; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return {
    code: appError.code,
    reason: (appError.details as { reason: string }).reason,
    message: appError.message,
  };
}

/** Everything a start writes, for one member: a refusal must leave all of it as it was. */
async function footprint(userId: string) {
  const [claims, periods, sightings, audits, row] = await Promise.all([
    db.select().from(trialClaims).where(eq(trialClaims.userId, userId)),
    periodsOf(userId),
    db.select().from(accountSightings).where(eq(accountSightings.userId, userId)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, "trial.start"))),
    userRow(userId),
  ]);
  return {
    claims: claims.length,
    periods: periods.map((period) => period.id).sort(),
    sightings: sightings.length,
    audits: audits.length,
    tier: row.subscriptionTier,
    endsAt: row.subscriptionEndsAt,
  };
}

describe("a trial from start to end", () => {
  it("gives Premium at once, reminds twice (once each) and returns the member to Free at the end", async () => {
    const user = await member();
    const deviceId = device();
    const status = await start(user, deviceId);
    expect(status).toMatchObject({ eligible: false, refusal: { reason: "account_used" } });
    expect(status.trial).toMatchObject({ active: true, daysLeft: 7, endsAt: END.toISOString() });

    const [period] = await periodsOf(user.id);
    expect(period).toMatchObject({ planId: "PREMIUM", source: "TRIAL", status: "ACTIVE", amountMinor: 0 });
    expect(period!.startDate).toEqual(NOW);
    expect(period!.endDate).toEqual(END);
    const [claim] = await db.select().from(trialClaims).where(eq(trialClaims.userId, user.id));
    expect(claim).toMatchObject({ deviceId, subscriptionId: period!.id, startedAt: NOW, endsAt: END });
    expect(claim!.addressKey).toBe(user.email.toLowerCase());
    const [sighting] = await db.select().from(accountSightings).where(eq(accountSightings.userId, user.id));
    expect(sighting).toMatchObject({ kind: "TRIAL", deviceId });
    expect(sighting!.ipHash).toBeTruthy();
    expect(sighting!.ipHash).not.toContain("203.0.113.9");
    expect((await footprint(user.id)).audits).toBe(1);

    // Premium entitlements at once, through the entitlement service.
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE", subscriptionEndsAt: END });
    expect(await entitlementOf(row, NOW)).toMatchObject({ premiumPicks: true });
    const premium = await makePrediction({ isPremium: true, matchDate: addHours(NOW, 30) });
    const [shaped] = await applyEntitlements([premium], row, addHours(NOW, 1));
    expect(shaped).toMatchObject({ withheld: false });

    // Reminders: none five days before, the two-day one from two days before (once), the last-day one (once).
    expect(await sendTrialReminders(addDays(NOW, 4))).toEqual({ queued: 0, held: 0 });
    expect(await sendTrialReminders(addDays(NOW, 5))).toEqual({ queued: 1, held: 0 });
    expect(await sendTrialReminders(addHours(addDays(NOW, 5), 1))).toEqual({ queued: 0, held: 0 });
    expect(await sendTrialReminders(addHours(addDays(NOW, 6), 1))).toEqual({ queued: 1, held: 0 });
    expect(await sendTrialReminders(addHours(addDays(NOW, 6), 2))).toEqual({ queued: 0, held: 0 });
    const mails = await remindersOf(user.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your EdgeCast trial ends in two days",
      "Your trial ends today",
    ]);
    expect(mails[0]!.text).toContain("it ends on 29 Nov 2026, 12:00 UTC.");
    expect(mails[0]!.text).toContain("returns to the Free plan");
    expect(mails[0]!.text).toContain("Gambling should stay fun");
    expect(mails[0]!.html).toContain("/safer-play");

    // Access ends at the end instant, even before the job moves the users row.
    const stillMirrored = await userRow(user.id);
    expect(stillMirrored.subscriptionTier).toBe("PREMIUM");
    expect(await entitlementOf(stillMirrored, addMilliseconds(END, -1))).toMatchObject({ premiumPicks: true });
    expect(await entitlementOf(stillMirrored, END)).toMatchObject({ premiumPicks: false });

    // The job around the end: before it nothing changes; at and after it FREE, the same however often it runs.
    await expireSubscriptions(addHours(END, -1));
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionEndsAt: END });
    for (const at of [END, END, addHours(END, 1), addHours(END, 1)]) {
      await expireSubscriptions(at);
      expect(await userRow(user.id)).toMatchObject({
        subscriptionTier: "FREE",
        subscriptionStatus: "EXPIRED",
        subscriptionEndsAt: null,
      });
      expect((await periodsOf(user.id)).map((p) => p.status)).toEqual(["EXPIRED"]);
    }
    expect(await sendTrialReminders(addHours(END, 1))).toEqual({ queued: 0, held: 0 });
    expect(await remindersOf(user.id)).toHaveLength(2);

    const after = await trialStatus(user.id, deviceId, addHours(END, 1));
    expect(after).toMatchObject({ eligible: false, refusal: { reason: "account_used" } });
    expect(after.trial).toMatchObject({ active: false, daysLeft: 0 });
  });

  it("starts a plan bought during the trial when the trial ends", async () => {
    const user = await member();
    await start(user);
    await paidPeriod(user, "BASIC", addDays(NOW, 2));

    const periods = await periodsOf(user.id);
    const paid = periods.find((period) => period.source === "PAYMENT")!;
    expect(paid.startDate).toEqual(END);
    expect(paid.endDate).toEqual(addDays(END, 30));
    // The users row stays on the trial's Premium until it ends.
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" });
    const during = await getMemberSubscription(user.id, addDays(NOW, 3));
    expect(during.subscription).toMatchObject({ source: "TRIAL", plan: "PREMIUM" });
    expect(during.queued).toMatchObject([{ source: "PAYMENT", plan: "BASIC", startDate: END.toISOString() }]);

    await sendTrialReminders(addDays(NOW, 5));
    const [mail] = await remindersOf(user.id);
    expect(mail!.text).toContain("Your Basic plan starts then");

    await expireSubscriptions(END);
    await expireSubscriptions(END);
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: "BASIC",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: addDays(END, 30),
    });
    const afterwards = await getMemberSubscription(user.id, addHours(END, 1));
    expect(afterwards.subscription).toMatchObject({ source: "PAYMENT", plan: "BASIC" });
    expect(afterwards.queued).toEqual([]);
  });

  it("does not remind a paused member (the outbox refuses) and does not try again", async () => {
    const user = await member();
    await start(user);
    await upsertPlayLimits(user.id, { timeoutUntil: addDays(NOW, 30) });
    expect(await sendTrialReminders(addDays(NOW, 5))).toEqual({ queued: 0, held: 1 });
    expect(await sendTrialReminders(addHours(addDays(NOW, 5), 1))).toEqual({ queued: 0, held: 0 });
    expect(await remindersOf(user.id)).toEqual([]);
  });
});

describe("refusals write nothing", () => {
  const refuses = async (user: Member, attempt: () => Promise<unknown>, expected: { code: string; reason: string }) => {
    const before = await footprint(user.id);
    const refusal = await refusalOf(attempt());
    expect(refusal).toMatchObject(expected);
    expect(await footprint(user.id)).toEqual(before);
    return refusal;
  };

  it("an unconfirmed address: 403", async () => {
    const user = await member({ verified: false });
    const refusal = await refuses(user, () => start(user), { code: "forbidden", reason: "unconfirmed" });
    expect(refusal.message).toMatch(/confirm your e-mail address/i);
  });

  it("a disposable address (the shipped list and the admins' extra list): 409", async () => {
    const id = randomUUID().slice(0, 8);
    const shipped = await member({ email: `farmer-${id}@mailinator.com` });
    const refusal = await refuses(shipped, () => start(shipped), { code: "conflict", reason: "disposable_address" });
    expect(refusal.message).toMatch(/disposable e-mail addresses/);
    const setExtra = (value: string[]) =>
      updateSettingValue({ key: DISPOSABLE_DOMAINS_EXTRA_SETTING, value, updatedById: null });
    await setExtra([`throwaway-${id}.example`]);
    try {
      const extra = await member({ email: `farmer@mx.throwaway-${id}.example` });
      await refuses(extra, () => start(extra), { code: "conflict", reason: "disposable_address" });
    } finally {
      await setExtra([]);
    }
  });

  it("a second trial on the same account", async () => {
    const user = await member();
    await start(user);
    const refusal = await refuses(user, () => start(user), { code: "conflict", reason: "account_used" });
    expect(refusal.message).toBe("You have already had your free trial.");
  });

  it("the same normalised address on another account (j.ane+x@gmail.com vs jane@gmail.com)", async () => {
    const id = randomUUID().slice(0, 8);
    const first = await member({ email: `jane${id}@gmail.com` });
    await start(first);
    const second = await member({ email: `j.ane${id}+x@gmail.com` });
    const refusal = await refuses(second, () => start(second), { code: "conflict", reason: "address_used" });
    expect(refusal.message).toBe("This address has already had a free trial.");
  });

  it("the same device cookie on another account", async () => {
    const shared = device();
    await start(await member(), shared);
    const second = await member();
    const refusal = await refuses(second, () => start(second, shared), { code: "conflict", reason: "device_used" });
    expect(refusal.message).toBe("A free trial has already been started on this device.");
  });

  it("a member already on a paid plan", async () => {
    const user = await member();
    await paidPeriod(user, "PREMIUM", NOW);
    const refusal = await refuses(user, () => start(user), { code: "conflict", reason: "paid_plan" });
    expect(refusal.message).toMatch(/already on a paid plan/);
  });

  it("during a time-out or a self-exclusion", async () => {
    const timedOut = await member();
    await upsertPlayLimits(timedOut.id, { timeoutUntil: addDays(NOW, 1) });
    await refuses(timedOut, () => start(timedOut), { code: "conflict", reason: "time_out" });
    const excluded = await member();
    await upsertPlayLimits(excluded.id, { selfExcludedUntil: addDays(NOW, 200), selfExcludedAt: NOW });
    await refuses(excluded, () => start(excluded), { code: "conflict", reason: "self_exclusion" });
  });
});

describe("concurrent starts", () => {
  it("of one account: exactly one wins, the others are 409", async () => {
    const user = await member();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => start(user)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    expect((await periodsOf(user.id)).filter((period) => period.source === "TRIAL")).toHaveLength(1);
    expect((await footprint(user.id)).claims).toBe(1);
  });

  it("of two accounts on one device: exactly one wins, the other is told the device had one", async () => {
    const shared = device();
    const [a, b] = [await member(), await member()];
    const results = await Promise.allSettled([start(a, shared), start(b, shared)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const loser = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ code: "conflict", details: { reason: "device_used" } });
    const claims = await db
      .select()
      .from(trialClaims)
      .where(inArray(trialClaims.userId, [a.id, b.id]));
    expect(claims).toHaveLength(1);
    const periods = await db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.userId, [a.id, b.id]));
    expect(periods).toHaveLength(1);
  });
});

describe("the hourly expire-subscriptions job", () => {
  afterEach(() => unregisterJob("expire-subscriptions"));

  it("runs the expiry, then the trial reminders, as steps of the Inngest function", async () => {
    registerJob("expire-subscriptions", expiryWithTrialRemindersJob);
    const t = new InngestTestEngine({ function: expiryFunction });
    const { result, ctx } = await t.execute({
      events: [{ name: "subscriptions/expiry.requested", data: { trigger: "cron", payload: {} } }],
    });
    const runId = (result as { runId: string }).runId;
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
    expect(run).toMatchObject({ jobName: "expire-subscriptions", status: "succeeded" });
    expect(run!.counts).toMatchObject({ trialReminders: expect.any(Number), expiredSubscriptions: expect.any(Number) });
    const steps = (ctx as unknown as { step: { run: { mock: { calls: unknown[][] } } } }).step.run.mock.calls.map(
      (call) => call[0],
    );
    expect(steps.indexOf("expire")).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf("trial-reminders")).toBeGreaterThan(steps.indexOf("expire"));
  });
});
