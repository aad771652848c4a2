// GET /api/user/tracked-predictions and GET /api/user/dashboard (its recent picks) carry the member's stake
// suggestions by pick id: for their pending picks read in full, sized at the published price; none for a premium
// pick their plan withholds; nothing while paused.
import { describe, expect, it } from "vitest";

import { GET as dashboard } from "@/app/api/user/dashboard/route";
import { GET as list, POST as track } from "@/app/api/user/tracked-predictions/route";
import { db } from "@/db";
import { memberStaking, playLimits } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T> = { success: boolean; data: T };
type Body = { predictions: { id: string }[]; stakeSuggestions: Record<string, { kind: string; stake?: number }> };

const URL = "/api/user/tracked-predictions";
const HOUR = 60 * 60 * 1000;

describe("stake suggestions on the member's followed picks", () => {
  it("sizes the pending picks they may read, and goes silent during a time-out", async () => {
    const member = await makeUserWithToken();
    await db.insert(memberStaking).values({ userId: member.user.id, bankroll: 500 });
    const soon = new Date(Date.now() + 6 * HOUR);
    // ¼ Kelly of (0.52 × 2 − 1) / 1 = 0.04 → 1 % of 500 = 5.00.
    const value = await makePrediction({
      matchDate: soon,
      fairProbability: 0.52,
      fairBasis: "market-only",
      decimalOdds: 2,
    });
    const modelOnly = await makePrediction({ matchDate: soon, fairProbability: 0.6, fairBasis: "model-only" });
    const settled = await makePrediction({
      matchDate: new Date(Date.now() - 48 * HOUR),
      status: "WIN",
      fairProbability: 0.6,
      fairBasis: "market-only",
    });
    const premium = await makePrediction({
      matchDate: soon,
      isPremium: true,
      isValue: true,
      fairProbability: 0.6,
      fairBasis: "market-only",
    });
    for (const pick of [value, modelOnly, settled, premium]) {
      await callRoute(track, jsonRequest("POST", URL, { predictionId: pick.id }, member.headers));
    }
    const read = () => callRoute<Envelope<Body>>(list, jsonRequest("GET", URL, undefined, member.headers));
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.data.predictions).toHaveLength(4);
    expect(body.data.stakeSuggestions).toEqual({
      [value.id]: expect.objectContaining({ kind: "stake", stake: 5 }),
      [modelOnly.id]: { kind: "none", reason: "model_only" },
    });

    const readDashboard = () =>
      callRoute<Envelope<Body>>(dashboard, jsonRequest("GET", "/api/user/dashboard", undefined, member.headers));
    expect((await readDashboard()).body.data.stakeSuggestions).toEqual(body.data.stakeSuggestions);

    await db.insert(playLimits).values({ userId: member.user.id, timeoutUntil: new Date(Date.now() + 24 * HOUR) });
    expect((await read()).body.data.stakeSuggestions).toEqual({});
    // The dashboard's figures are cached per member; its suggestions are not, so the time-out silences them at once.
    expect((await readDashboard()).body.data.stakeSuggestions).toEqual({});
  });
});
