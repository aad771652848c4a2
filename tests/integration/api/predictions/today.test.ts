// GET /api/predictions/today is the caller's today, in the zone of their cookie (UTC without one), and so is
// the day their free picks are counted on: one viewer's list, detail and today answers agree (issue #25: it
// returned today's and tomorrow's picks, UTC days). The clock (Date only) is fixed at Wednesday 11 March
// 2030, 23:30 UTC: already Thursday in Berlin, still Wednesday afternoon in Los Angeles.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as getOne } from "@/app/api/predictions/[predictionId]/route";
import { GET as list } from "@/app/api/predictions/route";
import { GET as today } from "@/app/api/predictions/today/route";
import type { Prediction } from "@/db/schema";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Item = { id: string; withheld: boolean; reason?: string; home_team?: string; homeTeam?: string };

const NOW = new Date("2030-03-11T23:30:00.000Z");
const at = (iso: string) => new Date(`2030-03-${iso}:00.000Z`);
const zoneCookie = (zone: string) => ({ cookie: `tz=${encodeURIComponent(zone)}` });

/** Wednesday (UTC) evening: five picks, then one at 23:45, which is Thursday already in Berlin. */
const wednesday: Prediction[] = [];
let lateWednesday: Prediction;
let thursday: Prediction;

async function todayIds(headers: Record<string, string> = {}) {
  const res = await callRoute<{ data: Item[] }>(
    today,
    jsonRequest("GET", "/api/predictions/today?limit=50", undefined, headers),
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  for (const [index, time] of ["11T20:00", "11T21:00", "11T22:00", "11T22:30", "11T23:00"].entries()) {
    wednesday.push(await makePrediction({ homeTeam: `Wednesday ${index}`, matchDate: at(time) }));
  }
  lateWednesday = await makePrediction({ homeTeam: "Late Wednesday", matchDate: at("11T23:45") });
  thursday = await makePrediction({ homeTeam: "Thursday", matchDate: at("12T10:00") });
});

afterAll(() => vi.useRealTimers());

describe("GET /api/predictions/today", () => {
  it("without a zone cookie is today in UTC only: no pick of tomorrow", async () => {
    const ids = (await todayIds()).map((item) => item.id);
    expect(ids).toEqual([...wednesday.map((pick) => pick.id), lateWednesday.id]);
    expect(ids).not.toContain(thursday.id);
  });

  it("is today in the viewer's zone", async () => {
    // Berlin: Thursday, from 23:00 UTC on Wednesday.
    expect((await todayIds(zoneCookie("Europe/Berlin"))).map((item) => item.id)).toEqual([
      wednesday[4]!.id,
      lateWednesday.id,
      thursday.id,
    ]);
    // Los Angeles: Wednesday, from 07:00 UTC (daylight time) to 07:00 UTC on Thursday.
    expect((await todayIds(zoneCookie("America/Los_Angeles"))).map((item) => item.id)).toEqual([
      ...wednesday.map((pick) => pick.id),
      lateWednesday.id,
    ]);
  });

  it("reads a cookie that names no zone as UTC", async () => {
    expect(await todayIds({ cookie: "tz=Mars%2FOlympus" })).toEqual(await todayIds());
  });
});

describe("the free picks are counted on the viewer's days, the same in every answer", () => {
  it("a pick that is UTC Wednesday's sixth is Berlin Thursday's first: withheld in UTC, shown in Berlin", async () => {
    const one = (headers: Record<string, string>) =>
      callRoute<{ data: Item }>(
        getOne,
        jsonRequest("GET", `/api/predictions/${lateWednesday.id}`, undefined, headers),
        { predictionId: lateWednesday.id },
      );
    const listed = async (headers: Record<string, string>) => {
      const query = `startDate=${at("11T00:00").toISOString()}&endDate=${at("13T00:00").toISOString()}&limit=50`;
      const res = await callRoute<{ data: { predictions: Item[] } }>(
        list,
        jsonRequest("GET", `/api/predictions?${query}`, undefined, headers),
      );
      return res.body.data.predictions.find((item) => item.id === lateWednesday.id)!;
    };
    const todays = async (headers: Record<string, string>) =>
      (await todayIds(headers)).find((item) => item.id === lateWednesday.id)!;

    for (const answer of [(await one({})).body.data, await listed({}), await todays({})])
      expect(answer).toMatchObject({ withheld: true, reason: "daily_limit" });
    const berlin = zoneCookie("Europe/Berlin");
    for (const answer of [(await one(berlin)).body.data, await listed(berlin), await todays(berlin)])
      expect(answer).toMatchObject({ withheld: false });
  });
});
