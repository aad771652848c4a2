// From publication to the member's inbox: queueAlerts re-checks and freezes the alert, deliverDue sends e-mail
// through the outbox to a real SMTP sink (nodemailer speaking SMTP to tests/helpers/fake-servers/smtp.ts), with
// the RFC 8058 one-click unsubscribe headers; a price that no longer beats the fair line at send time is "expired
// before send"; two senders racing send each alert once; the one-click POST turns that rule's e-mail off.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Before the app's modules load: lib/env reads SMTP_URL once. The sink starts on this port below.
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});

import { POST as unsubscribePost } from "@/app/api/alerts/unsubscribe/route";
import { db } from "@/db";
import { alertDeliveries, alertRules, emailOutbox, matches, notifications, oddsSnapshots, teams } from "@/db/schema";
import { deliverDue, queueAlerts } from "@/lib/alerts/delivery.service";
import { alertWorkSettled, announcePicksPublished } from "@/lib/alerts/publication.service";
import { unsubscribeToken } from "@/lib/alerts/unsubscribe.service";
import { emailSendsSettled } from "@/lib/mail/outbox.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { startFakeMailSink, type FakeMailSink } from "@/tests/helpers/fake-servers/smtp";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const HOUR = 60 * 60 * 1000;
let sink: FakeMailSink;
let dayOffset = 1;

beforeAll(async () => {
  sink = await startFakeMailSink({ smtpPort: Number(new URL(process.env.SMTP_URL!).port) });
});

afterAll(async () => {
  await alertWorkSettled();
  await emailSendsSettled();
  await sink.close();
});

/** A stored match with Pinnacle's price on the home side, and a published value pick on it at that price. */
async function pricedPick(price = 2.2, fairProbability = 0.5) {
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `Arsenal ${dayOffset}` },
      { sportId: "football", leagueId: "epl", name: `Chelsea ${dayOffset}` },
    ])
    .returning({ id: teams.id });
  const kickoffAt = new Date(Date.now() + dayOffset++ * 2 * 24 * HOUR);
  const [match] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt,
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  const seenAt = new Date(Date.now() - 3 * 60_000);
  await db.insert(oddsSnapshots).values({
    matchId: match!.id,
    provider: "test",
    bookmaker: "pinnacle",
    market: "h2h",
    selection: "home",
    price,
    capturedAt: seenAt,
  });
  const pick = await makePrediction({
    matchId: match!.id,
    sportId: "football",
    leagueId: "epl",
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    matchDate: kickoffAt,
    market: "1x2",
    pick: "Arsenal",
    selection: "home",
    decimalOdds: price,
    fairProbability,
    fairBasis: "market-only",
    consensusBookmakers: 6,
    expectedValue: Math.round((price * fairProbability - 1) * 10_000) / 10_000,
    bookmaker: "pinnacle",
    priceCapturedAt: seenAt,
    contentHash: "a".repeat(64),
    isValue: true,
  });
  return { pick, match: match!, seenAt };
}

async function emailMember(rule: Partial<typeof alertRules.$inferInsert> = {}) {
  const { user } = await makeUserWithToken("USER");
  const [row] = await db
    .insert(alertRules)
    .values({ userId: user.id, name: "Arsenal value", channels: ["in_app", "email"], ...rule })
    .returning();
  return { user, rule: row! };
}

const deliveriesOf = (predictionId: string, userIds: readonly string[]) =>
  db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.predictionId, predictionId), inArray(alertDeliveries.userId, [...userIds])));

async function waitForMail(to: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await emailSendsSettled();
    const mine = sink.messages.filter((message) => message.to.includes(to));
    if (mine.length >= count) return mine;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail reached ${to}`);
}

describe("publication → in-app and e-mail", () => {
  it("tells matching members only, with the labelled figures, the price's age and the lock hash", async () => {
    const { pick, seenAt } = await pricedPick();
    const member = await emailMember();
    const other = await emailMember({ leagues: ["laliga"] });

    await announcePicksPublished([pick.id]);
    await alertWorkSettled();

    const [note] = await db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(note!.payload).toMatchObject({
      predictionId: pick.id,
      url: `/predictions/${pick.id}`,
      title: "Arsenal v Chelsea",
      pick: "Arsenal",
      fairProbability: 0.5,
      basisLabel: "Market consensus (no-vig, 6 books)",
      price: 2.2,
      bookmaker: "pinnacle",
      priceSeenAt: seenAt.toISOString(),
      ev: 0.1,
      lockHash: "a".repeat(64),
      isDemo: false,
    });
    expect(await db.select().from(notifications).where(eq(notifications.userId, other.user.id))).toEqual([]);

    const [mail] = await waitForMail(member.user.email);
    expect(mail!.subject).toContain("Arsenal v Chelsea");
    expect(mail!.text).toContain("Fair probability: 50.0% — Market consensus (no-vig, 6 books)");
    expect(mail!.text).toContain("Best price: 2.20 at Pinnacle (price seen 3 min ago)");
    expect(mail!.text).toContain("Expected value at that price: +10.0% per unit staked");
    expect(mail!.text).toContain(`Lock hash: ${"a".repeat(64)}`);
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["list-unsubscribe"]).toMatch(/^<http[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>$/);

    const rows = await deliveriesOf(pick.id, [member.user.id, other.user.id]);
    expect(rows.map((row) => `${row.channel}:${row.status}`)).toEqual(["email:sent"]);
  });

  it("does not send an alert whose price no longer beats the fair line: expired before send", async () => {
    const { pick, match } = await pricedPick(2.1, 0.5);
    const member = await emailMember();
    const summary = await queueAlerts(pick.id);
    expect(summary.queued.email).toBeGreaterThanOrEqual(1);
    // The market corrects before the sender gets to it: Pinnacle now offers 1.95 (EV −2.5 % on a 50 % line).
    await db.insert(oddsSnapshots).values({
      matchId: match.id,
      provider: "test",
      bookmaker: "pinnacle",
      market: "h2h",
      selection: "home",
      price: 1.95,
      capturedAt: new Date(),
    });
    const sent = await deliverDue("email");
    expect(sent.expired).toBeGreaterThanOrEqual(1);
    const [row] = (await deliveriesOf(pick.id, [member.user.id])).filter((delivery) => delivery.channel === "email");
    expect(row).toMatchObject({ status: "expired", sentAt: null });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.user.id))).toEqual([]);
  });

  it("a retried or doubled delivery sends each alert once", async () => {
    const { pick } = await pricedPick();
    const member = await emailMember();
    await queueAlerts(pick.id);
    await queueAlerts(pick.id);
    const results = await Promise.all([deliverDue("email"), deliverDue("email"), deliverDue("email")]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThanOrEqual(1);
    const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.user.id));
    expect(outbox).toHaveLength(1);
    expect(await deliverDue("email")).toMatchObject({ sent: 0 });
  });

  it("one-click unsubscribe turns that rule's e-mail off without signing in; later alerts skip e-mail", async () => {
    const member = await emailMember();
    const kept = await db
      .insert(alertRules)
      .values({ userId: member.user.id, name: "other", channels: ["email"], leagues: ["laliga"] })
      .returning();
    const token = unsubscribeToken(member.user.id, [member.rule.id]);
    const url = `/api/alerts/unsubscribe?token=${token}`;
    const oneClick = () =>
      callRoute<{ success: boolean; data: { rules: number } }>(
        unsubscribePost,
        new Request(`http://localhost:3000${url}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.7" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(first.body.data.rules).toBe(1);
    expect((await oneClick()).body.data.rules).toBe(0);
    const [rule] = await db.select().from(alertRules).where(eq(alertRules.id, member.rule.id));
    expect(rule!.channels).toEqual(["in_app"]);
    const [other] = await db.select().from(alertRules).where(eq(alertRules.id, kept[0]!.id));
    expect(other!.channels).toEqual(["email"]);

    const { pick } = await pricedPick();
    await queueAlerts(pick.id);
    expect(await deliveriesOf(pick.id, [member.user.id])).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.predictionId, pick.id))).not.toEqual([]);
  });

  it("refuses an altered or foreign token with a 4xx and changes nothing", async () => {
    const member = await emailMember();
    const intruder = await emailMember();
    const token = unsubscribeToken(intruder.user.id, [member.rule.id]);
    const [body, mac] = token.split(".");
    const claims = JSON.stringify({ u: member.user.id, r: [member.rule.id] });
    const forged = `${Buffer.from(claims).toString("base64url")}.${mac}`;
    for (const bad of [forged, `${body}.${"A".repeat(43)}`, "not-a-token-at-all"]) {
      const res = await callRoute(
        unsubscribePost,
        jsonRequest("POST", `/api/alerts/unsubscribe?token=${bad}`, undefined, { "x-forwarded-for": "198.51.100.8" }),
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // The intruder's own token names a rule that is not theirs: it matches nothing.
    const res = await callRoute<{ data: { rules: number } }>(
      unsubscribePost,
      jsonRequest("POST", `/api/alerts/unsubscribe?token=${token}`, undefined, { "x-forwarded-for": "198.51.100.9" }),
    );
    expect(res.body.data.rules).toBe(0);
    const [rule] = await db.select().from(alertRules).where(eq(alertRules.id, member.rule.id));
    expect(rule!.channels).toEqual(["in_app", "email"]);
  });
});

describe("the digest", () => {
  it("gathers a member's held alerts into one e-mail at the digest hour, dropping the ones that expired", async () => {
    const member = await emailMember({ mode: "digest", timeZone: "UTC" });
    const first = await pricedPick();
    const second = await pricedPick();
    const gone = await pricedPick(2.1, 0.5);
    for (const { pick } of [first, second, gone]) await queueAlerts(pick.id);
    const held = (await deliveriesOf(first.pick.id, [member.user.id])).find((row) => row.channel === "email")!;
    expect(held.mode).toBe("digest");
    expect(held.notBefore!.getUTCHours()).toBe(8);
    // Before the digest's hour nothing of it goes (other members' instant alerts may).
    await deliverDue("email");
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.user.id))).toEqual([]);

    await db.insert(oddsSnapshots).values({
      matchId: gone.match.id,
      provider: "test",
      bookmaker: "pinnacle",
      market: "h2h",
      selection: "home",
      price: 1.9,
      capturedAt: new Date(),
    });
    const atDigest = new Date(held.notBefore!.getTime() + 60_000);
    await deliverDue("email", atDigest);
    const mine = await db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, member.user.id));
    expect(
      mine
        .filter((row) => row.channel === "email")
        .map((row) => row.status)
        .sort(),
    ).toEqual(["expired", "sent", "sent"]);
    const outbox = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, member.user.id));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.kind).toBe("alert-digest");
    expect(outbox[0]!.text.match(/Lock hash:/g)).toHaveLength(2);
  });
});
