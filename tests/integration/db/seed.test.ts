// The seed against a real database (this file's own PGlite, or a fresh database on the server with
// TEST_DB=postgres). The harness has already migrated it and run seedDatabase without the demo world.
// Tests run in order: the demo world is built, checked, then removed.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";

import { db, type DbOrTx } from "@/db";
import {
  automationConfig,
  categories,
  globalSettings,
  leagues,
  markets,
  matches,
  mlModels,
  oddsSnapshots,
  plans,
  rateLimits,
  sports,
  teams,
  users,
} from "@/db/schema";
import { countDemoRows, ensureSuperAdmin, removeDemoData, seedDatabase, seedReferenceData } from "@/db/seed";
import { SPEC_SETTINGS } from "@/db/seed/data/settings";
import { getModelInfo } from "@/lib/engine/registry";
import { verifyPassword } from "@/lib/accounts/password-hashing.service";

const NOW = new Date("2025-11-22T12:00:00Z");
const DAY_MS = 86_400_000;

async function rows<T>(query: SQL, client: DbOrTx = db): Promise<T[]> {
  const result = (await client.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Row count of every table in the public schema. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back, so a test can start from a state it builds itself. */
async function inRolledBackTransaction(fn: (tx: DbOrTx) => Promise<void>) {
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe("reference data", () => {
  it("has the twenty listed leagues, plus the providers' nfl, nhl and mls unlisted", async () => {
    const listed = await db.select().from(leagues).where(eq(leagues.isListed, true)).orderBy(leagues.sortOrder);
    expect(listed.map((league) => league.id)).toEqual([
      "epl",
      "laliga",
      "seriea",
      "bundesliga",
      "ligue1",
      "champions",
      "nba",
      "euroleague",
      "ncaa",
      "gleague",
      "mlb",
      "npb",
      "kbo",
      "atp",
      "wta",
      "grandslam",
      "lol",
      "cs2",
      "dota2",
      "valorant",
    ]);
    const byId = new Map(listed.map((league) => [league.id, league]));
    expect(byId.get("epl")).toMatchObject({
      name: "Premier League",
      sportId: "football",
      country: "England",
      tier: "premium",
      espnSlug: "eng.1",
      oddsApiKey: "soccer_epl",
    });
    expect(byId.get("ligue1")).toMatchObject({ tier: "major", country: "France" });
    expect(byId.get("champions")).toMatchObject({ name: "UEFA Champions League", country: "Europe", tier: "premium" });
    expect(byId.get("gleague")).toMatchObject({ sportId: "basketball", tier: "minor" });
    expect(byId.get("npb")).toMatchObject({ country: "Japan", tier: "major" });
    expect(byId.get("kbo")).toMatchObject({ country: "South Korea", tier: "major" });
    expect(listed.filter((league) => league.country === "International").map((league) => league.id)).toEqual([
      "atp",
      "wta",
      "grandslam",
    ]);
    expect(listed.filter((league) => league.country === "Global").map((league) => league.tier)).toEqual([
      "premium",
      "premium",
      "major",
      "major",
    ]);

    const unlisted = await db
      .select({ id: leagues.id, sportId: leagues.sportId })
      .from(leagues)
      .where(eq(leagues.isListed, false));
    expect(unlisted).toEqual(
      expect.arrayContaining([
        { id: "nfl", sportId: "american-football" },
        { id: "nhl", sportId: "hockey" },
        { id: "mls", sportId: "football" },
      ]),
    );
    expect(unlisted).toHaveLength(3);
  });

  it("has the five listed sports", async () => {
    const listed = await db
      .select({ id: sports.id })
      .from(sports)
      .where(eq(sports.isListed, true))
      .orderBy(sports.sortOrder);
    expect(listed.map((sport) => sport.id)).toEqual(["football", "basketball", "baseball", "tennis", "esports"]);
  });

  it("has 6 categories with exactly the 23 listed markets", async () => {
    const all = await db
      .select({ category: categories.id, market: markets.name })
      .from(markets)
      .innerJoin(categories, eq(markets.categoryId, categories.id))
      .orderBy(categories.sortOrder, markets.sortOrder);
    const grouped: Record<string, string[]> = {};
    for (const row of all) (grouped[row.category] ??= []).push(row.market);
    expect(grouped).toEqual({
      "match-result": ["1X2", "Double Chance", "Draw No Bet"],
      "goals-points": ["Over/Under Goals", "Both Teams Score", "Total Points", "Handicap"],
      "player-props": ["Goalscorer", "Assists", "Cards", "Shots", "Rebounds"],
      halftime: ["HT Result", "HT Over/Under", "HT Asian Handicap"],
      specials: ["Corners", "Bookings", "Method of Victory", "Exact Score"],
      live: ["Live 1X2", "Next Goal", "Live O/U", "Live Handicap"],
    });
    expect(all).toHaveLength(23);
  });

  it("has the five plans with their prices and entitlements", async () => {
    const all = await db.select().from(plans).orderBy(plans.sortOrder);
    expect(all.map((plan) => [plan.id, plan.priceUsd, plan.dailyPredictionLimit])).toEqual([
      ["FREE", "0.00", 5],
      ["BASIC", "9.99", 10],
      ["PREMIUM", "19.99", null],
      ["ENTERPRISE", "39.99", null],
      ["VIP", "79.99", null],
    ]);
    expect(all.filter((plan) => plan.isPopular).map((plan) => plan.id)).toEqual(["PREMIUM"]);
    expect(all.filter((plan) => plan.apiAccess).map((plan) => plan.id)).toEqual(["ENTERPRISE", "VIP"]);
    expect(all.filter((plan) => plan.includesPremiumPicks).map((plan) => plan.id)).toEqual([
      "PREMIUM",
      "ENTERPRISE",
      "VIP",
    ]);
    for (const plan of all) expect(plan.features.length).toBeGreaterThanOrEqual(2);
  });

  it("has the fourteen original settings with their types, categories and defaults, and a few more", async () => {
    const all = await db.select().from(globalSettings);
    expect(all.length).toBeGreaterThanOrEqual(14);
    const byKey = new Map(all.map((setting) => [setting.key, setting]));
    for (const spec of SPEC_SETTINGS) {
      expect(byKey.get(spec.key), spec.key).toMatchObject({
        type: spec.type,
        category: spec.category,
        value: spec.defaultValue,
        defaultValue: spec.defaultValue,
      });
    }
    expect(SPEC_SETTINGS).toHaveLength(14);
    expect(byKey.get("min_confidence_threshold")?.value).toBe(0.65);
    expect(byKey.get("prediction_leagues")?.value).toEqual(["NFL", "NBA", "MLB", "NHL", "EPL", "Champions League"]);
    expect(byKey.get("support_email")?.value).toBe("support@edgecast.example");
    expect((byKey.get("scraping_sources")?.value as unknown[]).length).toBe(5);
    expect(byKey.get("paystack_ngn_rate")).toMatchObject({ type: "number", value: 1500 });
    expect(byKey.get("odds_api_key")).toMatchObject({ isSecret: true });
    for (const setting of all)
      expect(typeof setting.value === "object" ? "json" : typeof setting.value, setting.key).toBe(setting.type);
  });

  it("has the automation defaults and one draft model per engine", async () => {
    const [config] = await db.select().from(automationConfig);
    expect(config).toMatchObject({
      id: "default",
      enabled: true,
      sports: ["football", "basketball", "baseball"],
      leagues: ["nfl", "nba", "mlb"],
      interval: "0 */6 * * *",
      providers: ["espn", "odds-api"],
      autoPredictions: true,
      maxConcurrent: 3,
    });
    const models = await db.select().from(mlModels);
    expect(models.map((model) => model.sport).sort()).toEqual([
      "AMERICAN_FOOTBALL",
      "BASEBALL",
      "BASKETBALL",
      "ESPORTS",
      "FOOTBALL",
      "HOCKEY",
      "TENNIS",
    ]);
    // Each at its engine's version: the code it publishes with, which its backtests measure.
    for (const model of models)
      expect(model, model.id).toMatchObject({ status: "DRAFT", version: getModelInfo(model.engine)!.version });
  });

  it(
    "gives a never-trained model row still on the old placeholder version its engine's version; a trained one " +
      "keeps its own",
    async () => {
      await db.update(mlModels).set({ version: "v1" }).where(eq(mlModels.id, "hockey-elo"));
      await db
        .update(mlModels)
        .set({ version: "v1", lastTrainedAt: new Date() })
        .where(eq(mlModels.id, "basketball-elo"));
      await seedReferenceData(db);
      const versionOf = async (id: string) => (await db.select().from(mlModels).where(eq(mlModels.id, id)))[0]!.version;
      expect(await versionOf("hockey-elo")).toBe(getModelInfo("hockey-elo")!.version);
      expect(await versionOf("basketball-elo")).toBe("v1");
      await db
        .update(mlModels)
        .set({ version: getModelInfo("basketball-elo")!.version, lastTrainedAt: null })
        .where(eq(mlModels.id, "basketball-elo"));
    },
  );

  it("never overwrites a value an admin changed", async () => {
    await db.update(globalSettings).set({ value: 12 }).where(eq(globalSettings.key, "scraping_interval_hours"));
    await db.update(automationConfig).set({ maxConcurrent: 7 }).where(eq(automationConfig.id, "default"));
    const summary = await seedReferenceData(db);
    expect(summary.settingsInserted).toBe(0);
    const [setting] = await db.select().from(globalSettings).where(eq(globalSettings.key, "scraping_interval_hours"));
    expect(setting).toMatchObject({ value: 12, defaultValue: 6 });
    const [config] = await db.select().from(automationConfig);
    expect(config?.maxConcurrent).toBe(7);
  });
});

describe("ensureSuperAdmin", () => {
  it("leaves an existing super admin alone and reveals no password", async () => {
    const [before] = await db.select().from(users).where(eq(users.role, "SUPER_ADMIN"));
    const result = await ensureSuperAdmin(db, { email: "someone@example.com", password: "another-password" });
    expect(result).toEqual({ email: before!.email, role: "SUPER_ADMIN", created: false });
    const [after] = await db.select().from(users).where(eq(users.id, before!.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it("creates one with a random password returned only the first time", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.delete(users).where(eq(users.role, "SUPER_ADMIN"));
      const first = await ensureSuperAdmin(tx);
      expect(first).toMatchObject({ email: "admin@edgecast.local", role: "SUPER_ADMIN", created: true });
      expect(first.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      const [row] = await tx.select().from(users).where(eq(users.email, "admin@edgecast.local"));
      expect(row).toMatchObject({ role: "SUPER_ADMIN", isDemo: false });
      expect(await verifyPassword(row!.passwordHash!, first.password!)).toBe(true);

      const second = await ensureSuperAdmin(tx);
      expect(second).toEqual({ email: "admin@edgecast.local", role: "SUPER_ADMIN", created: false });
      const [again] = await tx.select().from(users).where(eq(users.email, "admin@edgecast.local"));
      expect(again!.passwordHash).toBe(row!.passwordHash);
    });
  });

  it("uses the configured e-mail (lower-cased) and password, and does not echo the password", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.delete(users).where(eq(users.role, "SUPER_ADMIN"));
      const result = await ensureSuperAdmin(tx, { email: " Boss@Example.COM ", password: "a configured password" });
      expect(result).toEqual({ email: "boss@example.com", role: "SUPER_ADMIN", created: true });
      const [row] = await tx.select().from(users).where(eq(users.email, "boss@example.com"));
      expect(await verifyPassword(row!.passwordHash!, "a configured password")).toBe(true);
    });
  });

  it("refuses to take over an existing non-admin account with the configured e-mail", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.delete(users).where(eq(users.role, "SUPER_ADMIN"));
      await tx.insert(users).values({ email: "taken@example.com", fullName: "Member", passwordHash: "x" });
      await expect(ensureSuperAdmin(tx, { email: "taken@example.com" })).rejects.toThrow(/already belongs/);
    });
  });
});

describe("demo world", () => {
  let referenceCounts: Record<string, number>;

  it("seeds idempotently: a second run leaves every table's row count unchanged", async () => {
    const before = await tableCounts();
    referenceCounts = before;
    const started = performance.now();
    const first = await seedDatabase(db, { demo: true, now: NOW });
    const firstMs = performance.now() - started;
    const afterFirst = await tableCounts();

    const restarted = performance.now();
    const second = await seedDatabase(db, { demo: true, now: NOW });
    const secondMs = performance.now() - restarted;
    const afterSecond = await tableCounts();

    expect(afterSecond).toEqual(afterFirst);
    expect(afterFirst.matches).toBeGreaterThan(2500);
    expect(afterFirst.odds_snapshots).toBeGreaterThan(afterFirst.matches! * 2);
    expect(afterFirst.teams).toBe(220);
    expect(afterFirst.users).toBe(before.users! + 2);

    // Generated passwords come back once: on the run that created the accounts.
    expect(first.demoUsers.map((login) => [login.email, login.role, login.created, typeof login.password])).toEqual([
      ["member@edgecast.local", "USER", true, "string"],
      ["admin.demo@edgecast.local", "ADMIN", true, "string"],
    ]);
    expect(second.demoUsers.every((login) => !login.created && login.password === undefined)).toBe(true);
    expect(first.superAdmin.created).toBe(false);
    expect(first.counts).toMatchObject({ demoTeams: 220, demoMatches: afterFirst.matches });

    console.info(`seed with demo world: first run ${Math.round(firstMs)} ms, second run ${Math.round(secondMs)} ms`);
  });

  it("flags every demo row and keeps the demo accounts' roles", async () => {
    const [member] = await db.select().from(users).where(eq(users.email, "member@edgecast.local"));
    const [admin] = await db.select().from(users).where(eq(users.email, "admin.demo@edgecast.local"));
    expect(member).toMatchObject({ role: "USER", subscriptionTier: "FREE", isDemo: true });
    expect(admin).toMatchObject({ role: "ADMIN", isDemo: true });
    const [unflagged] = await rows<{ n: number }>(sql`
      select (select count(*) from ${teams} where ${teams.provider} = 'demo' and not ${teams.isDemo})
           + (select count(*) from ${matches} where ${matches.provider} = 'demo' and not ${matches.isDemo})
           + (select count(*) from ${oddsSnapshots} where ${oddsSnapshots.provider} = 'demo' and not
           ${oddsSnapshots.isDemo}) as n`);
    expect(Number(unflagged?.n)).toBe(0);
  });

  it("has upcoming fixtures only within the next 7 days, each with prices, and results before now", async () => {
    const upcoming = await db
      .select()
      .from(matches)
      .where(and(eq(matches.isDemo, true), eq(matches.status, "UPCOMING")));
    expect(upcoming.length).toBeGreaterThan(100);
    for (const match of upcoming) {
      expect(match.kickoffAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(match.kickoffAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + 7 * DAY_MS);
      expect(match.homeScore).toBeNull();
    }
    const leaguesWithFixtures = new Set(upcoming.map((match) => match.leagueId));
    // Late November: MLB's season is over; every other demo league is playing.
    expect([...leaguesWithFixtures].sort()).toEqual([
      "bundesliga",
      "epl",
      "laliga",
      "ligue1",
      "nba",
      "nfl",
      "nhl",
      "seriea",
    ]);

    const [unpriced] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ${matches}
      where ${matches.isDemo} and not exists (select 1 from ${oddsSnapshots} where ${oddsSnapshots.matchId} =
      ${matches.id})`);
    expect(Number(unpriced?.n)).toBe(0);

    const completed = await db
      .select()
      .from(matches)
      .where(and(eq(matches.isDemo, true), eq(matches.status, "COMPLETED")));
    for (const match of completed) {
      expect(match.kickoffAt.getTime()).toBeLessThan(NOW.getTime());
      expect(match.homeScore).not.toBeNull();
      // 120 days, or back into last season for a league that has just started (NBA, NHL).
      expect(match.kickoffAt.getTime()).toBeGreaterThan(NOW.getTime() - 367 * DAY_MS);
    }
    const [closing] = await rows<{ n: number }>(sql`
      select count(distinct ${oddsSnapshots.matchId})::int as n from ${oddsSnapshots}
      where ${oddsSnapshots.isClosing}`);
    expect(Number(closing?.n)).toBe(
      completed.length + (await db.select().from(matches).where(eq(matches.status, "LIVE"))).length,
    );
  });

  it("rolls forward on a later run: played fixtures get results, no duplicates", async () => {
    const later = new Date(NOW.getTime() + 2 * DAY_MS);
    const fixture = (
      await db
        .select()
        .from(matches)
        .where(and(eq(matches.isDemo, true), eq(matches.status, "UPCOMING")))
        .orderBy(matches.kickoffAt)
    )[0]!;
    await seedDatabase(db, { demo: true, now: later });
    expect(fixture.kickoffAt.getTime() + 4 * 3_600_000).toBeLessThan(later.getTime());
    const [after] = await db.select().from(matches).where(eq(matches.id, fixture.id));
    expect(["COMPLETED", "POSTPONED"]).toContain(after!.status);
    if (after!.status === "COMPLETED") expect(after!.homeScore).not.toBeNull();
    const [duplicates] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select ${matches.externalId} from ${matches} group by 1 having count(*) > 1) d`);
    expect(Number(duplicates?.n)).toBe(0);
  });

  it("removeDemoData removes every demo row and keeps reference data and the super admin", async () => {
    const removed = await removeDemoData(db);
    expect(removed.teams).toBe(220);
    expect(removed.users).toBe(2);
    expect(removed.adUnits).toBe(4);
    expect(removed.matches).toBeGreaterThan(2500);
    expect(await countDemoRows(db)).toBe(0);
    const after = await tableCounts();
    expect(after).toEqual(referenceCounts);
    expect((await db.select().from(users).where(eq(users.role, "SUPER_ADMIN"))).length).toBe(1);
  });
});

describe("rate_limits", () => {
  it("is the table rate-limiter-flexible's Drizzle store expects", async () => {
    const limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: "seed-test",
      points: 2,
      duration: 60,
      clearExpiredByTimeout: false,
    });
    await limiter.consume("client");
    const second = await limiter.consume("client");
    expect(second.remainingPoints).toBe(0);
    await expect(limiter.consume("client")).rejects.toMatchObject({ remainingPoints: 0 });
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "seed-test:client"));
    expect(row).toMatchObject({ points: 3 });
    expect(row!.expire!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("relations", () => {
  it("resolve for the relational query API across every domain", async () => {
    // Drizzle validates relations lazily; one query per table with its relations catches a wrong relationName.
    const queries = [
      db.query.users.findFirst({
        with: {
          preferences: true,
          passwordResetTokens: true,
          apiKeys: true,
          subscriptions: true,
          paymentOrders: true,
          predictionTracks: true,
          favoritePredictions: true,
          favoriteTeams: true,
          favoriteLeagues: true,
        },
      }),
      db.query.apiKeys.findFirst({ with: { user: true, createdBy: true } }),
      db.query.sports.findFirst({ with: { leagues: true, teams: true } }),
      db.query.leagues.findFirst({ with: { sport: true, teams: true, matches: true, predictions: true } }),
      db.query.categories.findFirst({ with: { markets: true, predictions: true } }),
      db.query.teams.findFirst({
        with: { sport: true, league: true, aliases: true, homeMatches: true, awayMatches: true },
      }),
      db.query.matches.findFirst({
        with: {
          sport: true,
          league: true,
          homeTeam: true,
          awayTeam: true,
          oddsSnapshots: true,
          providerRefs: true,
          predictions: true,
        },
      }),
      db.query.predictions.findFirst({
        with: {
          match: true,
          sport: true,
          league: true,
          category: true,
          catalogueMarket: true,
          model: true,
          tracks: true,
          favorites: true,
        },
      }),
      db.query.plans.findFirst({ with: { subscriptions: true, paymentOrders: true } }),
      db.query.subscriptions.findFirst({
        with: { user: true, plan: true, order: true, grantedBy: true, cancelledBy: true },
      }),
      db.query.paymentOrders.findFirst({ with: { user: true, plan: true, events: true, refunds: true } }),
      db.query.adUnits.findFirst({ with: { events: true, createdBy: true } }),
      db.query.mlModels.findFirst({ with: { trainingRuns: true, predictions: true, createdBy: true } }),
      db.query.scrapingSources.findFirst({ with: { jobs: true } }),
      db.query.jobRuns.findFirst({
        with: { scrapingJobs: true, rawPayloads: true, trainingRuns: true, requestedBy: true },
      }),
      db.query.auditLog.findFirst({ with: { actor: true } }),
    ];
    await expect(Promise.all(queries)).resolves.toBeDefined();
    const user = await db.query.users.findFirst({
      where: eq(users.role, "SUPER_ADMIN"),
      with: { subscriptions: true },
    });
    expect(user?.subscriptions).toEqual([]);
  });
});
