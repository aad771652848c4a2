import { addDays, addHours } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { subscriptions, users } from "@/db/schema";
import { expireSubscriptions } from "@/lib/payments/billing.service";
import { hasActiveSubscription } from "@/lib/predictions/entitlements.rules";
import { addFreePeriod } from "@/lib/subscriptions/subscriptions.service";

import { makeUserWithToken } from "@/tests/helpers/factories";
import { paidPeriod } from "@/tests/helpers/payments";

// Free periods (the trial, earned days) and paid ones queue behind each other, and the users row mirrors the period
// running now; the hourly job moves the mirror when a queued period starts.

const NOW = new Date("2026-11-22T12:00:00Z");
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const periodsOf = (userId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.startDate);

describe("queued periods", () => {
  it("starts a plan bought during free days when they end, and the mirror follows at the handover", async () => {
    const { user } = await makeUserWithToken();
    await db.transaction((tx) => addFreePeriod({ userId: user.id, source: "TRIAL", days: 7 }, NOW, tx));
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: "PREMIUM",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: addDays(NOW, 7),
    });

    const paid = await paidPeriod(user, "BASIC", addDays(NOW, 2));
    expect(paid.startDate).toEqual(addDays(NOW, 7));
    expect(paid.endDate).toEqual(addDays(NOW, 37));
    // Still the trial's plan, with access carried through the paid period that follows it without a gap.
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionEndsAt: addDays(NOW, 37) });

    await expireSubscriptions(addHours(addDays(NOW, 7), 1));
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: "BASIC",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: addDays(NOW, 37),
    });
    const [trial] = await periodsOf(user.id);
    expect(trial).toMatchObject({ source: "TRIAL", status: "EXPIRED" });
  });

  it("queues earned days after a paid period and keeps the paid plan until then", async () => {
    const { user } = await makeUserWithToken();
    await paidPeriod(user, "BASIC", NOW);
    const earned = await db.transaction((tx) =>
      addFreePeriod({ userId: user.id, source: "REFERRAL", days: 3 }, addDays(NOW, 1), tx),
    );
    expect(earned).toMatchObject({ planId: "PREMIUM", source: "REFERRAL", amountMinor: 0 });
    expect(earned.startDate).toEqual(addDays(NOW, 30));
    expect(earned.endDate).toEqual(addDays(NOW, 33));
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "BASIC", subscriptionEndsAt: addDays(NOW, 33) });

    await expireSubscriptions(addHours(addDays(NOW, 30), 1));
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" });
  });

  it("ends access at the instant the last free day ends, before the job runs; the job is idempotent", async () => {
    const { user } = await makeUserWithToken();
    await db.transaction((tx) => addFreePeriod({ userId: user.id, source: "TRIAL", days: 7 }, NOW, tx));
    const end = addDays(NOW, 7);
    const viewer = await userRow(user.id);
    expect(hasActiveSubscription(viewer, new Date(end.getTime() - 1))).toBe(true);
    expect(hasActiveSubscription(viewer, end)).toBe(false);

    // Run early (nothing ends), at the end, and twice after: one expiry, the same final state.
    await expireSubscriptions(addHours(end, -1));
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" });
    await expireSubscriptions(end);
    const once = await userRow(user.id);
    await expireSubscriptions(addHours(end, 2));
    expect(await userRow(user.id)).toMatchObject({
      subscriptionTier: "FREE",
      subscriptionStatus: "EXPIRED",
      subscriptionEndsAt: null,
    });
    expect(once).toMatchObject({ subscriptionTier: "FREE", subscriptionStatus: "EXPIRED" });
    expect((await periodsOf(user.id)).map((row) => row.status)).toEqual(["EXPIRED"]);
  });

  it("renews the same paid plan at its end and upgrades another plan at once, as before", async () => {
    const { user } = await makeUserWithToken();
    await paidPeriod(user, "BASIC", NOW);
    const renewal = await paidPeriod(user, "BASIC", addDays(NOW, 10));
    expect(renewal.startDate).toEqual(addDays(NOW, 30));
    const upgrade = await paidPeriod(user, "PREMIUM", addDays(NOW, 11));
    expect(upgrade.startDate).toEqual(addDays(NOW, 11));
    expect(await userRow(user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionEndsAt: addDays(NOW, 60) });
  });
});
