// A time-out or a self-exclusion silences the product for the member who chose it: the alert fan-out leaves them out
// (no in-app notification, no delivery), a delivery queued before they paused is skipped at send time, the weekly
// digest passes them by, the outbox refuses any e-mail that is not about their account, and no plan is bought or
// renewed. A self-exclusion cannot be lifted or shortened early; lengthening is allowed and each start is audited
// with the member's id only.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { GET as getLimits, PUT as putLimits } from "@/app/api/user/play-limits/route";
import { DELETE as endPauseRoute, POST as startPauseRoute } from "@/app/api/user/play-limits/pause/route";
import { GET as getBudget } from "@/app/api/user/play-limits/budget/route";
import { db } from "@/db";
import {
  alertDeliveries,
  alertRules,
  auditLog,
  emailOutbox,
  matches,
  memberBets,
  notifications,
  playLimits,
  predictionTracks,
  teams,
} from "@/db/schema";
import { deliverDue, queueAlerts } from "@/lib/alerts/delivery.service";
import { sendWeeklyDigests } from "@/lib/alerts/weekly-digest.service";
import { weeklyBudgetStatus } from "@/lib/bets/budget.service";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import { startCheckout } from "@/lib/payments/checkout.service";
import { activePause } from "@/lib/play/play-limits.queries";
import { endPause, startPause } from "@/lib/play/play-limits.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let nextDay = 1;
/** A published value pick kicking off on a day of its own (so free allowances never interfere). */
const valuePick = () =>
  makePrediction({
    sportId: "football",
    leagueId: "epl",
    market: "1x2",
    pick: "Home",
    decimalOdds: 2.2,
    expectedValue: 0.1,
    fairProbability: 0.5,
    fairBasis: "market-only",
    bookmaker: "pinnacle",
    priceCapturedAt: new Date(),
    isValue: true,
    matchDate: new Date(Date.now() + nextDay++ * 2 * DAY + 3 * HOUR),
  });

async function memberWithRule() {
  const member = await makeUserWithToken("USER");
  await db.insert(alertRules).values({ userId: member.user.id, name: "everything", channels: ["in_app", "email"] });
  return member;
}

const notesOf = (userId: string, predictionId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.predictionId, predictionId)));
const deliveriesOf = (userId: string, predictionId: string) =>
  db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.predictionId, predictionId)));

describe("a time-out silences alerts", () => {
  it("leaves the paused member out of the fan-out while a control member gets the alert", async () => {
    const paused = await memberWithRule();
    const control = await memberWithRule();
    await startPause(paused.user.id, { kind: "TIMEOUT", period: "24h" });
    const pick = await valuePick();

    await queueAlerts(pick.id);

    expect(await notesOf(control.user.id, pick.id)).toHaveLength(1);
    expect(await deliveriesOf(control.user.id, pick.id)).toHaveLength(1);
    expect(await notesOf(paused.user.id, pick.id)).toEqual([]);
    expect(await deliveriesOf(paused.user.id, pick.id)).toEqual([]);
  });

  it("skips, at send time, a delivery queued before the member paused", async () => {
    const member = await memberWithRule();
    const pick = await valuePick();
    await queueAlerts(pick.id);
    expect(await deliveriesOf(member.user.id, pick.id)).toMatchObject([{ channel: "email", status: "queued" }]);

    await startPause(member.user.id, { kind: "TIMEOUT", period: "7d" });
    const summary = await deliverDue("email");

    expect(summary.skipped).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(member.user.id, pick.id)).toMatchObject([
      { status: "skipped", error: "member on a time-out or self-exclusion" },
    ]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.user.id))).toEqual([]);
  });

  it("a time-out that has ended silences nothing", async () => {
    const member = await memberWithRule();
    await db.insert(playLimits).values({ userId: member.user.id, timeoutUntil: new Date(Date.now() - HOUR) });
    const pick = await valuePick();
    await queueAlerts(pick.id);
    expect(await notesOf(member.user.id, pick.id)).toHaveLength(1);
  });
});

describe("the weekly digest", () => {
  const MONDAY = new Date("2026-11-30T08:00:00Z");
  const IN_WEEK = new Date("2026-11-26T20:00:00Z");

  async function memberWithWeek() {
    const { user } = await makeUserWithToken("USER");
    const won = await makePrediction({ status: "WIN", odds: 150, settledAt: IN_WEEK, matchDate: IN_WEEK });
    await db.insert(predictionTracks).values({ userId: user.id, predictionId: won.id });
    return user;
  }

  it("passes by a member on a time-out and carries the help links to the others", async () => {
    const paused = await memberWithWeek();
    const control = await memberWithWeek();
    await db.insert(playLimits).values({ userId: paused.id, timeoutUntil: new Date(MONDAY.getTime() + DAY) });

    await sendWeeklyDigests(MONDAY);

    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, control.id));
    expect(mail!.text).toContain("National Gambling Helpline (0808 8020 133)");
    expect(mail!.html).toContain('href="https://www.gamstop.co.uk"');
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, paused.id))).toEqual([]);
  });
});

describe("the outbox refuses non-account e-mail to a paused member", () => {
  it("drops marketing and alerts but still sends account e-mail", async () => {
    const { user } = await makeUserWithToken("USER");
    await startPause(user.id, { kind: "SELF_EXCLUSION", period: "6m", confirm: true });
    const base = { to: user.email, userId: user.id, subject: "s", text: "t" };

    expect(await enqueueEmail({ ...base, kind: "marketing" })).toBeNull();
    expect(await enqueueEmail({ ...base, kind: "alert" })).toBeNull();
    expect(await enqueueEmail({ ...base })).toBeNull();
    expect(await enqueueEmail({ ...base, kind: "password-reset" })).toMatchObject({ id: expect.any(String) });

    const kinds = (await db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).map((m) => m.kind);
    expect(kinds).toEqual(["password-reset"]);
  });

  it("sends marketing to a member who is not paused", async () => {
    const { user } = await makeUserWithToken("USER");
    const row = await enqueueEmail({ to: user.email, userId: user.id, subject: "s", text: "t", kind: "marketing" });
    expect(row).toMatchObject({ id: expect.any(String) });
  });
});

describe("renewals pause", () => {
  it("refuses a checkout (a renewal or a new plan) while a pause runs, saying until when", async () => {
    const { user } = await makeUserWithToken("USER");
    await startPause(user.id, { kind: "TIMEOUT", period: "30d" });
    const caller = { user: { ...user }, role: user.role, via: "bearer" as const };
    await expect(startCheckout(caller, "paystack", { plan: "PREMIUM", currency: "NGN" })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/renewals are paused while your time-out runs, until 20\d\d-/),
    });
  });
});

describe("pauses: lengthened, never shortened or lifted early", () => {
  it("refuses to lift or shorten a self-exclusion and says until when it runs; lengthening is allowed", async () => {
    const { user } = await makeUserWithToken("USER");
    const started = await startPause(user.id, { kind: "SELF_EXCLUSION", period: "1y", confirm: true });
    const until = started.selfExcludedUntil!;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(364 * DAY);

    await expect(endPause(user.id)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining(`runs until ${until.slice(0, 16).replace("T", " ")} UTC`),
    });
    await expect(startPause(user.id, { kind: "SELF_EXCLUSION", period: "6m", confirm: true })).rejects.toMatchObject({
      code: "conflict",
      details: { kind: "SELF_EXCLUSION", until },
    });
    // A time-out inside the self-exclusion would shorten nothing: refused the same way.
    await expect(startPause(user.id, { kind: "TIMEOUT", period: "6w" })).rejects.toMatchObject({ code: "conflict" });

    const longer = await startPause(user.id, { kind: "SELF_EXCLUSION", period: "2y", confirm: true });
    expect(longer.selfExcludedUntil! > until).toBe(true);
    expect((await activePause(user.id))?.kind).toBe("SELF_EXCLUSION");
  });

  it("extends a time-out but refuses a shorter one", async () => {
    const { user } = await makeUserWithToken("USER");
    await startPause(user.id, { kind: "TIMEOUT", period: "7d" });
    await expect(startPause(user.id, { kind: "TIMEOUT", period: "24h" })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("can be extended but not shortened"),
    });
    const extended = await startPause(user.id, { kind: "TIMEOUT", period: "30d" });
    expect(new Date(extended.timeoutUntil!).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
  });

  it("records each start in the audit log with the member's id and no address or IP", async () => {
    const { user } = await makeUserWithToken("USER");
    await startPause(user.id, { kind: "TIMEOUT", period: "24h" });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: user.id, action: "play.timeout_start", entityType: "play_limits" });
    expect(entries[0]!.ip).toBeNull();
    expect(JSON.stringify(entries[0])).not.toContain(user.email);
  });
});

describe("the API", () => {
  it("saves the budget and reality checks, and refuses bad values naming the field, changing nothing", async () => {
    const { headers } = await makeUserWithToken("USER");
    const put = (body: unknown) => callRoute(putLimits, jsonRequest("PUT", "/api/user/play-limits", body, headers));

    expect((await put({ weeklyBudget: 100, realityCheckMinutes: 60 })).status).toBe(200);
    const bad = await put({ weeklyBudget: 0, realityCheckMinutes: 45 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("weeklyBudget");
    expect(JSON.stringify(bad.body)).toContain("realityCheckMinutes");

    const read = await callRoute(getLimits, jsonRequest("GET", "/api/user/play-limits", undefined, headers));
    expect(read.body).toMatchObject({
      success: true,
      data: { weeklyBudget: 100, realityCheckMinutes: 60, pause: null },
    });
  });

  it("starts a 24 h time-out, refuses to end it (409) and a self-exclusion without confirmation (422)", async () => {
    const { headers } = await makeUserWithToken("USER");
    const pause = (method: string, body?: unknown) =>
      callRoute(
        method === "POST" ? startPauseRoute : endPauseRoute,
        jsonRequest(method, "/api/user/play-limits/pause", body, headers),
      );

    const started = await pause("POST", { kind: "TIMEOUT", period: "24h" });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ data: { pause: { kind: "TIMEOUT" } } });
    const ended = await pause("DELETE");
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ success: false, error: expect.stringMatching(/runs until .* UTC/) });
    expect((await pause("POST", { kind: "TIMEOUT", period: "12h" })).status).toBe(422);
    const unconfirmed = await pause("POST", { kind: "SELF_EXCLUSION", period: "6m" });
    expect(unconfirmed.status).toBe(422);
    expect(JSON.stringify(unconfirmed.body)).toContain("confirm");
  });
});

describe("weeklyBudgetStatus", () => {
  it("sums the stakes placed this week (Monday to Sunday in the zone) against the budget", async () => {
    const { user, headers } = await makeUserWithToken("USER");
    const [home, away] = await db
      .insert(teams)
      .values([
        { sportId: "football", leagueId: "epl", name: `Budget Home ${user.id}` },
        { sportId: "football", leagueId: "epl", name: `Budget Away ${user.id}` },
      ])
      .returning({ id: teams.id });
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "football",
        leagueId: "epl",
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        kickoffAt: new Date("2026-11-29T15:00:00Z"),
        provider: "test",
        externalId: `budget-${user.id}`,
      })
      .returning({ id: matches.id });
    const bet = (placedAt: string, stake: number) => ({
      userId: user.id,
      matchId: match!.id,
      market: "1x2",
      selection: "home",
      price: 2,
      stake,
      placedAt: new Date(placedAt),
    });
    await db.insert(memberBets).values([
      bet("2026-11-23T00:30:00Z", 50), // Monday 00:30 in London: this week
      bet("2026-11-29T23:30:00Z", 35), // Sunday 23:30 in London: this week
      bet("2026-11-22T23:30:00Z", 500), // the Sunday before: last week
    ]);
    await db.insert(playLimits).values({ userId: user.id, weeklyBudget: 100 });

    const now = new Date("2026-11-26T12:00:00Z");
    expect(await weeklyBudgetStatus(user.id, now, "Europe/London")).toMatchObject({
      level: "warning",
      staked: 85,
      budget: 100,
      remaining: 15,
      week: { firstDay: "2026-11-23", lastDay: "2026-11-29" },
    });
    // In New York the Monday 00:30 London bet was still Sunday evening: last week there.
    expect(await weeklyBudgetStatus(user.id, now, "America/New_York")).toMatchObject({ level: "ok", staked: 35 });

    const answer = await callRoute(getBudget, jsonRequest("GET", "/api/user/play-limits/budget", undefined, headers));
    expect(answer.status).toBe(200);
  });
});
