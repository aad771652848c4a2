// The admin read-out routes the console's static pages read in the browser (docs/decisions.md, "Signed-in pages as
// static shells"): leagues, schedule, security, the system read-out with its session limits, and the models'
// backtests. Each answers admins and super admins only, in the envelope, with what the database holds.
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as getLeagues } from "@/app/api/admin/leagues/route";
import { GET as getBacktests } from "@/app/api/admin/models/backtests/route";
import { GET as getModels } from "@/app/api/admin/models/route";
import { GET as getSchedule } from "@/app/api/admin/schedule/route";
import { GET as getSecurity } from "@/app/api/admin/security/route";
import { PUT as putSetting } from "@/app/api/admin/settings/[key]/route";
import { GET as getSystem } from "@/app/api/admin/system/route";
import { db } from "@/db";
import { leagues, matches, modelBacktests, teams } from "@/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/accounts/session-tokens.service";
import type { SecurityOverview } from "@/lib/accounts/security.service";
import type { AdminLeague } from "@/lib/catalogue/reference.service";
import type { BacktestOverview } from "@/lib/models/backtest.service";
import type { AdminSchedule } from "@/lib/pipeline/schedule.service";
import type { SystemAnswer } from "@/lib/system/admin.dto";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, type RouteHandler } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
type Envelope<T> = { success: boolean; data: T; error?: string };
let superAdmin: Account;
let admin: Account;
let member: Account;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

async function read<T>(handler: RouteHandler, path: string, headers?: Record<string, string>) {
  return callRoute<Envelope<T>>(handler, jsonRequest("GET", path, undefined, headers));
}

const ROUTES: [string, RouteHandler][] = [
  ["/api/admin/leagues", getLeagues],
  ["/api/admin/schedule", getSchedule],
  ["/api/admin/security", getSecurity],
  ["/api/admin/system", getSystem],
  ["/api/admin/models/backtests", getBacktests],
];

describe.each(ROUTES)("GET %s", (path, handler) => {
  it("refuses a visitor (401) and a member (403), in the envelope", async () => {
    const anonymous = await read(handler, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const refused = await read(handler, path, member.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect(refused.body).not.toHaveProperty("data");
  });

  it("answers an admin and a super admin", async () => {
    for (const caller of [admin, superAdmin]) {
      const answer = await read(handler, path, caller.headers);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
    }
  });
});

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

describe("what the read-outs answer", () => {
  it("leagues: every league, the unlisted ones too, with counts that follow the database", async () => {
    const leagueOf = async (id: string) =>
      (await read<AdminLeague[]>(getLeagues, "/api/admin/leagues", admin.headers)).body.data.find(
        (league) => league.id === id,
      );
    const all = (await read<AdminLeague[]>(getLeagues, "/api/admin/leagues", admin.headers)).body.data;
    const unlisted = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isListed, false));
    expect(all.map((league) => league.id)).toEqual(expect.arrayContaining(unlisted.map((league) => league.id)));
    const before = (await leagueOf("nba"))!;
    await makePrediction({ sportId: "basketball", leagueId: "nba" });
    expect((await leagueOf("nba"))!.predictions).toBe(before.predictions + 1);
  });

  it("schedule: a fixture of the next days and the expiry job's next runs", async () => {
    const tag = randomUUID().slice(0, 8);
    await makeFixture(new Date(Date.now() + 3 * HOUR), tag);
    const schedule = (await read<AdminSchedule>(getSchedule, "/api/admin/schedule", admin.headers)).body.data;
    expect(schedule.window.days).toBe(7);
    expect(schedule.fixtures.map((fixture) => `${fixture.homeTeam} vs ${fixture.awayTeam}`)).toContain(
      `Home ${tag} vs Away ${tag}`,
    );
    expect(schedule.jobs.find((job) => job.name === "Subscription expiry")!.nextRuns).toHaveLength(5);
  });

  it("security: the limits in force and the policy", async () => {
    const overview = (await read<SecurityOverview>(getSecurity, "/api/admin/security", admin.headers)).body.data;
    expect(overview.limits.find((limit) => limit.name === "loginFailuresAccountIp")).toMatchObject({
      label: "Failed sign-ins (per account and IP)",
      points: 10,
    });
    expect(overview.policy.sessionLifetimeSeconds).toBe(SESSION_MAX_AGE_SECONDS);
    expect(overview.lockouts.lockedAccountIpPairs).toBeGreaterThanOrEqual(0);
  });

  it("system: the session lifetime and the admin inactivity timeout as the global setting says", async () => {
    const sessions = async () =>
      (await read<SystemAnswer>(getSystem, "/api/admin/system", admin.headers)).body.data.sessions;
    const before = await sessions();
    expect(before.lifetimeSeconds).toBe(SESSION_MAX_AGE_SECONDS);
    const next = before.adminInactivityMinutes === 45 ? 50 : 45;
    const saved = await callRoute(
      putSetting,
      jsonRequest("PUT", "/api/admin/settings/admin_session_timeout_minutes", { value: next }, superAdmin.headers),
      { key: "admin_session_timeout_minutes" },
    );
    expect(saved.status).toBe(200);
    expect((await sessions()).adminInactivityMinutes).toBe(next);
  });

  it("backtests: one entry per model, with its newest backtest", async () => {
    const models = (await read<{ id: string }[]>(getModels, "/api/admin/models", admin.headers)).body.data;
    const overview = async () =>
      (await read<BacktestOverview[]>(getBacktests, "/api/admin/models/backtests", admin.headers)).body.data;
    expect((await overview()).map((model) => model.id).sort()).toEqual(models.map((model) => model.id).sort());
    const model = models[0]!;
    const [row] = await db
      .insert(modelBacktests)
      .values({
        modelId: model.id,
        modelVersion: "v-test",
        sportId: "basketball",
        market: "moneyline",
        status: "running",
      })
      .returning();
    const latest = (await overview()).find((entry) => entry.id === model.id)!.latest;
    expect(latest).toMatchObject({ id: row!.id, status: "running", version: "v-test" });
  });
});
