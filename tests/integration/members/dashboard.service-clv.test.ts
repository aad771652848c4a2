// The fair-value fields of a pick on the public API, and a member's own closing-line value on the dashboard:
// computed over the settled tracked picks with a stored close, equal to meanInterval on the same values.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as one } from "@/app/api/predictions/[predictionId]/route";
import { GET as dashboard } from "@/app/api/user/dashboard/route";
import { db } from "@/db";
import { predictionTracks, type Prediction } from "@/db/schema";
import { meanInterval } from "@/lib/engine/fair-value";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T> = { success: boolean; data: T; error?: string };
type Interval = { n: number; mean: number | null; lo: number | null; hi: number | null };
type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

const DAY = 24 * 60 * 60 * 1000;
const past = (days: number) => new Date(Date.now() - days * DAY);

async function clvOf(member: Member) {
  const res = await callRoute<Envelope<{ clv: { clv: Interval; beatClose: Interval; roi: Interval } }>>(
    dashboard,
    jsonRequest("GET", "/api/user/dashboard", undefined, member.headers),
  );
  expect(res.status).toBe(200);
  return res.body.data.clv;
}

function expectInterval(actual: Interval, values: number[]) {
  const want = meanInterval(values);
  expect(actual.n).toBe(want.n);
  expect(actual.mean).toBeCloseTo(want.mean, 9);
  expect(actual.lo).toBeCloseTo(want.lo, 9);
  expect(actual.hi).toBeCloseTo(want.hi, 9);
}

describe("a member's closing-line value", () => {
  let member: Member;
  const clvs = [0.042, -0.013, 0.021, 0.008];

  beforeAll(async () => {
    member = await makeUserWithToken("USER");
    const stranger = await makeUserWithToken("USER");
    const tracked: Prediction[] = [];
    for (const [i, clv] of clvs.entries()) {
      tracked.push(
        await makePrediction({
          homeTeam: `Clv ${i}`,
          matchDate: past(i + 1),
          status: i === 1 ? "LOSS" : "WIN",
          settledAt: past(i),
          clv,
          closingProbability: 0.5,
        }),
      );
    }
    // Counted nowhere in the CLV: settled without a close, and pending with a close (waits for settlement).
    tracked.push(await makePrediction({ homeTeam: "No close", matchDate: past(2), status: "WIN", settledAt: past(1) }));
    tracked.push(
      await makePrediction({ homeTeam: "Pending", matchDate: past(0.1), clv: 0.5, closingProbability: 0.7 }),
    );
    for (const prediction of tracked)
      await db.insert(predictionTracks).values({ userId: member.user.id, predictionId: prediction.id });
    // Another member's pick never enters this member's figures.
    const other = await makePrediction({
      homeTeam: "Other",
      matchDate: past(3),
      status: "WIN",
      settledAt: past(2),
      clv: -0.3,
    });
    await db.insert(predictionTracks).values({ userId: stranger.user.id, predictionId: other.id });
  });

  it(
    "is the mean over the settled tracked picks with a close, with its 95 % interval and the share beating the " +
      "close",
    async () => {
      const clv = await clvOf(member);
      expectInterval(clv.clv, clvs);
      expectInterval(
        clv.beatClose,
        clvs.map((c) => (c > 0 ? 1 : 0)),
      );
      expect(clv.beatClose.mean).toBeCloseTo(0.75, 12);
      // Return counts every settled tracked pick, the one without a close too.
      expect(clv.roi.n).toBe(clvs.length + 1);
    },
  );

  it("is empty, with n = 0 and no figures, for a member tracking nothing", async () => {
    const clv = await clvOf(await makeUserWithToken("USER"));
    expect(clv.clv).toEqual({ n: 0, mean: null, lo: null, hi: null });
    expect(clv.beatClose.n).toBe(0);
  });
});

describe("GET /api/predictions/{id}", () => {
  it("carries the fair probability, the price's bookmaker, the value flag and the close", async () => {
    const settled = await makePrediction({
      homeTeam: "Fair Home",
      matchDate: past(2),
      status: "WIN",
      settledAt: past(1),
      decimalOdds: 2.1,
      odds: 110,
      fairProbability: 0.5,
      fairBasis: "market+model",
      consensusBookmakers: 7,
      isValue: true,
      bookmaker: "Demo Book 3",
      priceCapturedAt: past(3),
      expectedValue: 0.05,
      edge: 5,
      closingProbability: 0.52,
      closingBookmakers: 6,
      closingCapturedAt: past(2),
      clv: 0.092,
    });
    const res = await callRoute<Envelope<Record<string, unknown>>>(
      one,
      jsonRequest("GET", `/api/predictions/${settled.id}`),
      { predictionId: settled.id },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fairProbability: 0.5,
      fairBasis: "market+model",
      consensusBookmakers: 7,
      isValue: true,
      bookmaker: "Demo Book 3",
      decimalOdds: 2.1,
      closingProbability: 0.52,
      closingBookmakers: 6,
      clv: 0.092,
      priceCapturedAt: settled.priceCapturedAt!.toISOString(),
    });
  });
});
