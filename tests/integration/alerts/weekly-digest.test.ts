// The settings switch "Weekly digest" does what it says: on Monday a member who has it on gets one e-mail about the
// week before (settled follows and alerts); a member who switched it off, an unconfirmed address, or a week with
// nothing in it gets none; a second run sends nothing twice.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { emailOutbox, notifications, predictionTracks, userPreferences, users } from "@/db/schema";
import { sendWeeklyDigests } from "@/lib/alerts/weekly-digest.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

const MONDAY = new Date("2026-11-30T08:00:00Z");
const IN_WEEK = new Date("2026-11-26T20:00:00Z");
const BEFORE_WEEK = new Date("2026-11-20T20:00:00Z");

async function memberWithWeek(options: { digest?: boolean; verified?: boolean } = {}) {
  const { user } = await makeUserWithToken("USER");
  if (options.verified === false) await db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  if (options.digest === false) {
    await db.insert(userPreferences).values({
      userId: user.id,
      notifications: { email: true, push: false, predictionAlerts: true, weeklyDigest: false, marketing: false },
    });
  }
  const won = await makePrediction({ status: "WIN", odds: 150, settledAt: IN_WEEK, matchDate: IN_WEEK });
  const old = await makePrediction({ status: "LOSS", odds: 150, settledAt: BEFORE_WEEK, matchDate: BEFORE_WEEK });
  await db.insert(predictionTracks).values([
    { userId: user.id, predictionId: won.id },
    { userId: user.id, predictionId: old.id },
  ]);
  await db.insert(notifications).values({
    userId: user.id,
    predictionId: won.id,
    kind: "value_pick",
    createdAt: new Date("2026-11-25T10:00:00Z"),
  });
  return user;
}

const digestsOf = (userId: string) => db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

describe("sendWeeklyDigests", () => {
  it("sends the week before to members who want it, once", async () => {
    const wants = await memberWithWeek();
    const off = await memberWithWeek({ digest: false });
    const unconfirmed = await memberWithWeek({ verified: false });
    const { user: nothingHappened } = await makeUserWithToken("USER");

    const first = await sendWeeklyDigests(MONDAY);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail] = await digestsOf(wants.id);
    expect(mail).toMatchObject({ kind: "weekly-digest", to: wants.email });
    expect(mail!.subject).toContain("23 Nov 2026 – 29 Nov 2026");
    expect(mail!.text).toContain("Followed picks settled: 1 — 1 won, 0 lost, 0 void.");
    expect(mail!.text).toContain("one unit each: +1.50 u.");
    expect(mail!.text).toContain("Value-price alerts sent to you: 1 — of the 1 pick decided so far, 1 won and 0 lost.");
    expect(await digestsOf(off.id)).toEqual([]);
    expect(await digestsOf(unconfirmed.id)).toEqual([]);
    expect(await digestsOf(nothingHappened.id)).toEqual([]);

    const again = await sendWeeklyDigests(new Date(MONDAY.getTime() + 60 * 60 * 1000));
    expect(await digestsOf(wants.id)).toHaveLength(1);
    expect(again.sent).toBe(0);
  });
});
