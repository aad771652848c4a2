// When the demo's replay runs: one run a day at an hour when no demo match is being played, from far enough
// back to hold a few hundred finished demo matches.
import { describe, expect, it, vi } from "vitest";

import { buildDemoWorld } from "@/db/seed/demo/generate";
import { sportModel } from "@/db/seed/demo/sport-models";
import {
  REPLAY_HOUR_UTC,
  REPLAY_MAX_DAYS,
  REPLAY_MIN_DAYS,
  replayFirstDay,
  replayInstants,
} from "@/lib/generation/replay.rules";

vi.setConfig({ testTimeout: 60_000 });

const DAY = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(iso) / DAY);

describe("replayInstants", () => {
  it("runs once a day at the replay hour, before now, after the last run when there was one", () => {
    const now = new Date("2025-11-26T10:00:00Z");
    const all = replayInstants(dayOf("2025-11-20T00:00:00Z"), null, now);
    expect(all.map((at) => at.toISOString())).toEqual(
      [20, 21, 22, 23, 24, 25, 26].map((d) => `2025-11-${d}T09:00:00.000Z`),
    );
    // Before the replay hour, today's run has not happened yet.
    expect(
      replayInstants(dayOf("2025-11-25T00:00:00Z"), null, new Date("2025-11-26T08:59:00Z")).at(-1)?.toISOString(),
    ).toBe("2025-11-25T09:00:00.000Z");
    // A restart carries on after the last pick's lock: only the days since.
    expect(
      replayInstants(dayOf("2025-11-20T00:00:00Z"), new Date("2025-11-24T15:00:00Z"), now).map((at) =>
        at.toISOString(),
      ),
    ).toEqual(["2025-11-25T09:00:00.000Z", "2025-11-26T09:00:00.000Z"]);
    expect(replayInstants(dayOf("2025-11-20T00:00:00Z"), now, now)).toEqual([]);
  });
});

describe("replayFirstDay", () => {
  const now = new Date("2025-11-26T10:00:00Z");
  const today = dayOf("2025-11-26T00:00:00Z");
  it("reaches back to the day of the oldest match counted, within the bounds", () => {
    expect(today - replayFirstDay(now, new Date("2025-11-06T20:00:00Z"))).toBe(20);
    expect(today - replayFirstDay(now, new Date("2025-11-20T20:00:00Z"))).toBe(REPLAY_MIN_DAYS);
    expect(today - replayFirstDay(now, new Date("2025-08-01T20:00:00Z"))).toBe(REPLAY_MAX_DAYS);
    // A world with fewer finished matches than asked for: as far back as allowed.
    expect(today - replayFirstDay(now, undefined)).toBe(REPLAY_MAX_DAYS);
  });
});

describe("the replay hour", () => {
  it("falls while no demo match is being played, in every season", () => {
    for (const iso of [
      "2025-11-26T10:00:00Z",
      "2026-03-29T12:00:00Z",
      "2026-06-10T12:00:00Z",
      "2026-07-15T12:00:00Z",
      "2025-10-28T12:00:00Z",
      "2026-01-11T12:00:00Z",
    ]) {
      const world = buildDemoWorld({ now: new Date(iso), seed: 7 });
      const playing = world.matches.filter((match) => {
        const start = match.kickoffAt.getTime();
        const end = start + sportModel(match.kind, match.home, match.away).durationMinutes * 60_000;
        const runBefore = Math.floor((end - REPLAY_HOUR_UTC * 3_600_000) / DAY) * DAY + REPLAY_HOUR_UTC * 3_600_000;
        return runBefore > start && runBefore < end;
      });
      expect(
        playing.map((match) => match.externalId),
        iso,
      ).toEqual([]);
    }
  });
});
