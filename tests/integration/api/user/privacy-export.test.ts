// The privacy export: a member downloads everything held about them, with their own rows from every area and none
// of another member's, and without any secret (password hash, token version, push keys, API key hashes) or another
// member's identity.
import { describe, expect, it } from "vitest";

import { GET as exportData } from "@/app/api/user/privacy/export/route";
import { db } from "@/db";
import {
  accountSightings,
  alertRules,
  apiKeys,
  earnedDays,
  favoriteTeams,
  matches,
  memberBets,
  memberStaking,
  paymentOrders,
  playLimits,
  predictionTracks,
  pushSubscriptions,
  referrals,
  subscriptions,
  teams,
  trialClaims,
  userPreferences,
} from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

/** Gives the member a row in every area, each carrying `tag` where it has free text. */
async function populate(member: Member, tag: string) {
  const userId = member.user.id;
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `${tag} Home` },
      { sportId: "football", leagueId: "epl", name: `${tag} Away` },
    ])
    .returning();
  const [match] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: new Date(Date.now() + 86_400_000),
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  const pick = await makePrediction({ homeTeam: `${tag} Home`, awayTeam: `${tag} Away` });
  await db.insert(userPreferences).values({
    userId,
    notifications: { email: false, push: true, predictionAlerts: true, weeklyDigest: false, marketing: false },
  });
  await db.insert(favoriteTeams).values({ userId, teamId: home!.id });
  await db.insert(predictionTracks).values({ userId, predictionId: pick.id });
  await db.insert(alertRules).values({ userId, name: `${tag} rule`, leagues: ["epl"] });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.net/send/${tag}-device-path`,
    p256dh: `${tag}-P256DH-KEY`,
    auth: `${tag}-AUTH-SECRET`,
    userAgent: `${tag} browser`,
  });
  await db.insert(memberBets).values({
    userId,
    matchId: match!.id,
    market: "1x2",
    selection: "home",
    price: 2.4,
    stake: 12,
    placedAt: new Date(),
    note: `${tag} bet note`,
  });
  await db.insert(memberStaking).values({ userId, currency: "GBP", bankroll: 500 });
  await db.insert(playLimits).values({ userId, weeklyBudget: 77, realityCheckMinutes: 45 });
  const [order] = await db
    .insert(paymentOrders)
    .values({
      reference: `${tag}-ref`,
      userId,
      customerEmail: member.user.email,
      planId: "BASIC",
      provider: "paystack",
      amountMinor: 1500,
      currency: "USD",
      priceUsd: "15.00",
      status: "PAID",
      checkoutUrl: `https://checkout.example/${tag}-CHECKOUT-TOKEN`,
      metadata: { secret: `${tag}-METADATA` },
    })
    .returning();
  await db.insert(subscriptions).values({ userId, planId: "BASIC", status: "ACTIVE", orderId: order!.id, note: tag });
  await db.insert(apiKeys).values({ userId, name: `${tag} key`, prefix: "ec_live_abcd", keyHash: `${tag}-KEY-HASH` });
  return { matchId: match!.id, pickId: pick.id };
}

const download = (member: Member | null) =>
  callRoute<{ success: boolean; data: Record<string, unknown> }>(
    exportData,
    jsonRequest("GET", "/api/user/privacy/export", undefined, member?.headers ?? {}),
  );

describe("GET /api/user/privacy/export", () => {
  it("is the member's own data from every area, none of another member's, and no secrets", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const mine = await populate(member, "MINE");
    await populate(other, "THEIRS");

    const res = await download(member);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="edgecast-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.data).toMatchObject({
      account: { id: member.user.id, email: member.user.email },
      preferences: { notifications: { email: false, push: true } },
      favourites: { teams: [expect.objectContaining({ name: "MINE Home" })] },
      follows: [expect.objectContaining({ predictionId: mine.pickId, homeTeam: "MINE Home" })],
      alertRules: [expect.objectContaining({ name: "MINE rule", leagues: ["epl"] })],
      pushDevices: [expect.objectContaining({ pushService: "https://push.example.net", userAgent: "MINE browser" })],
      bets: [expect.objectContaining({ matchId: mine.matchId, price: 2.4, stake: 12, note: "MINE bet note" })],
      staking: { currency: "GBP", bankroll: 500 },
      playLimits: { weeklyBudget: 77, realityCheckMinutes: 45 },
      subscriptions: [expect.objectContaining({ plan: "BASIC", status: "ACTIVE" })],
      payments: [expect.objectContaining({ reference: "MINE-ref", amountMinor: 1500 })],
      apiKeys: [expect.objectContaining({ name: "MINE key", prefix: "ec_live_abcd" })],
    });
    const data = res.body.data;
    for (const list of ["follows", "alertRules", "pushDevices", "bets", "subscriptions", "payments", "apiKeys"]) {
      expect(data[list], list).toHaveLength(1);
    }

    const text = JSON.stringify(res.body);
    expect(text).not.toContain("THEIRS");
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain(other.user.email);
    for (const secret of ["P256DH-KEY", "AUTH-SECRET", "device-path", "KEY-HASH", "CHECKOUT-TOKEN", "METADATA"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2/);
    expect(text).not.toContain(member.token);
  });

  it("holds the trial, invitations both ways (the other member masked or left out), earned days, devices", async () => {
    const member = await makeUserWithToken("USER");
    const inviter = await makeUserWithToken("USER");
    const friend = await makeUserWithToken("USER");
    const now = new Date();
    const [period] = await db
      .insert(subscriptions)
      .values({ userId: member.user.id, planId: "PREMIUM", source: "TRIAL", status: "ACTIVE", startDate: now })
      .returning();
    await db.insert(trialClaims).values({
      userId: member.user.id,
      addressKey: member.user.email,
      deviceId: "0b8f5a52-1111-4c1d-9a8e-3c6f1e2d4b5a",
      subscriptionId: period!.id,
      startedAt: now,
      endsAt: new Date(now.getTime() + 7 * 86_400_000),
    });
    const [sent] = await db
      .insert(referrals)
      .values({ referrerId: member.user.id, friendId: friend.user.id, code: "ABCDEFGH", signedUpAt: now })
      .returning();
    await db
      .insert(referrals)
      .values({ referrerId: inviter.user.id, friendId: member.user.id, code: "HGFEDCBA", signedUpAt: now });
    await db.insert(earnedDays).values({
      userId: member.user.id,
      kind: "REFERRAL",
      days: 3,
      requestedDays: 3,
      referralId: sent!.id,
      localDay: "2026-11-28",
      timeZone: "UTC",
    });
    await db.insert(accountSightings).values({
      userId: member.user.id,
      kind: "SIGN_IN",
      deviceId: "0b8f5a52-1111-4c1d-9a8e-3c6f1e2d4b5a",
      ipHash: "HASHED-NETWORK",
    });

    const data = (await download(member)).body.data;
    expect(data.subscriptions).toEqual([expect.objectContaining({ plan: "PREMIUM", source: "TRIAL" })]);
    expect(data.trial).toMatchObject({ deviceId: "0b8f5a52-1111-4c1d-9a8e-3c6f1e2d4b5a" });
    const friendMasked = `${friend.user.email[0]}•••@${friend.user.email.split("@")[1]}`;
    expect(data.invitations).toEqual({
      sent: [expect.objectContaining({ friend: friendMasked, status: "PENDING" })],
      received: [expect.objectContaining({ status: "PENDING" })],
    });
    expect(data.earnedDays).toEqual([expect.objectContaining({ kind: "REFERRAL", days: 3 })]);
    expect(data.devicesSeen).toEqual([expect.objectContaining({ kind: "SIGN_IN", networkRecorded: true })]);
    const text = JSON.stringify(data);
    for (const other of [friend.user.email, inviter.user.email, inviter.user.id, "HASHED-NETWORK"]) {
      expect(text).not.toContain(other);
    }
  });

  it("answers 401 to visitors", async () => {
    expect((await download(null)).status).toBe(401);
  });
});
