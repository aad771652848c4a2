// The record before anything has settled (a database without the demo world, or real providers on their first
// day): every figure is empty rather than zero, and the pending picks are counted, which is what /track-record's
// empty state says ("No settled predictions yet — N pending", components/track-record/empty-record.tsx). The
// demo world's first start always has a settled record, so the e2e run no longer sees this state.
import { describe, expect, it } from "vitest";

import { GET } from "@/app/api/track-record/route";
import { getLiveClv, getTrackRecord, type TrackRecord } from "@/lib/track-record/track-record.service";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

describe("the track record with nothing settled", () => {
  it("is empty on a new database without the demo world", async () => {
    const record = await getTrackRecord();
    expect(record.overall).toMatchObject({ total: 0, settled: 0, pending: 0, accuracy: null, roi: null });
    expect(record.calibration).toEqual([]);
  });

  it("counts pending picks and has no win rate, ROI, CLV or calibration until one settles", async () => {
    for (let i = 0; i < 3; i++)
      await makePrediction({
        homeTeam: `Home ${i}`,
        awayTeam: `Away ${i}`,
        status: "PENDING",
        matchDate: new Date(Date.now() + (i + 1) * 86_400_000),
      });
    const record = await getTrackRecord();
    expect(record.overall).toMatchObject({ total: 3, settled: 0, pending: 3, decided: 0, accuracy: null, roi: null });
    expect(record.calibration).toEqual([]);
    const live = await getLiveClv();
    expect(live.all.overall.clv).toMatchObject({ n: 0, mean: null });
    expect(live.all.overall.roi).toMatchObject({ n: 0, mean: null });
    // The public API says the same.
    const res = await callRoute<{ data: TrackRecord }>(GET, jsonRequest("GET", "/api/track-record"));
    expect(res.status).toBe(200);
    expect(res.body.data.overall).toMatchObject({ settled: 0, pending: 3 });
  });
});
