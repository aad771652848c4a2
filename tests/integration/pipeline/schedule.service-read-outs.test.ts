// The server-rendered admin read-outs (schedule, leagues, security facts) computed from inserted rows.
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { listLeaguesWithCounts } from "@/lib/catalogue/admin-leagues.queries";
import { db } from "@/db";
import { matches, teams } from "@/db/schema";
import { penalise, RATE_LIMITS } from "@/lib/rate-limit";
import { getAdminSchedule } from "@/lib/pipeline/schedule.service";
import { getSecurityOverview } from "@/lib/accounts/security.service";
import { makePrediction } from "@/tests/helpers/factories";

const HOUR = 60 * 60 * 1000;

async function makeFixture(kickoffAt: Date, tag: string) {
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "basketball", leagueId: "nba", name: `Home ${tag}`, provider: "test", externalId: `home-${tag}` },
      { sportId: "basketball", leagueId: "nba", name: `Away ${tag}`, provider: "test", externalId: `away-${tag}` },
    ])
    .returning({ id: teams.id });
  await db.insert(matches).values({
    sportId: "basketball",
    leagueId: "nba",
    homeTeamId: home!.id,
    awayTeamId: away!.id,
    kickoffAt,
    provider: "test",
    externalId: `m-${tag}`,
  });
}

describe("admin read-outs", () => {
  it("the schedule lists fixtures of the next 7 days only, soonest first, and the expiry job's next runs", async () => {
    const now = new Date();
    const soon = randomUUID().slice(0, 8);
    const later = randomUUID().slice(0, 8);
    await makeFixture(new Date(now.getTime() + 2 * HOUR), soon);
    await makeFixture(new Date(now.getTime() + 9 * 24 * HOUR), later);
    const schedule = await getAdminSchedule(now);
    const names = schedule.fixtures.map((fixture) => fixture.homeTeam);
    expect(names).toContain(`Home ${soon}`);
    expect(names).not.toContain(`Home ${later}`);
    const kickoffs = schedule.fixtures.map((fixture) => fixture.kickoffAt);
    expect([...kickoffs].sort()).toEqual(kickoffs);
    const expiry = schedule.jobs.find((job) => job.name === "Subscription expiry")!;
    expect(expiry.nextRuns).toHaveLength(5);
    expect(new Date(expiry.nextRuns[0]!).getUTCMinutes()).toBe(0);
  });

  it("leagues carry their team, match and prediction counts", async () => {
    const before = (await listLeaguesWithCounts()).find((league) => league.id === "nba")!;
    await makeFixture(new Date(Date.now() + 5 * HOUR), randomUUID().slice(0, 8));
    await makePrediction({ sportId: "basketball", leagueId: "nba" });
    const after = (await listLeaguesWithCounts()).find((league) => league.id === "nba")!;
    expect(after.teams).toBe(before.teams + 2);
    expect(after.matches).toBe(before.matches + 1);
    expect(after.upcomingMatches).toBe(before.upcomingMatches + 1);
    expect(after.predictions).toBe(before.predictions + 1);
  });

  it("security counts a sign-in pair locked out after repeated failures", async () => {
    const before = await getSecurityOverview();
    const key = `locked-${randomUUID()}@example.com|203.0.113.9`;
    for (let attempt = 0; attempt < RATE_LIMITS.loginFailuresAccountIp.points; attempt += 1)
      await penalise("loginFailuresAccountIp", key);
    const after = await getSecurityOverview();
    expect(after.lockouts.lockedAccountIpPairs).toBe(before.lockouts.lockedAccountIpPairs + 1);
    expect(after.limits.find((limit) => limit.name === "loginFailuresAccountIp")).toMatchObject({
      points: 10,
      durationSeconds: 3600,
      blockSeconds: 3600,
    });
  });
});
