// The odds screen and the stake suggestion in the production build. The member's staking settings have no page or
// API to set them from here, so this runs against a server of its own on a throw-away PostgreSQL
// (tests/e2e/support/isolated-server.ts, tests/helpers/throwaway-postgres.ts) that the test writes the match, its
// prices, the picks and the member's bankroll into. A visitor sees a free pick's odds table with the best price of
// each outcome marked and the movement chart; a locked premium pick has no odds screen; a member with a bankroll
// sees their stake on the pick's page and in their followed picks.
import { expect, request as playwrightRequest, test } from "@playwright/test";
import postgres from "postgres";

import { startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/throwaway-postgres";
import { newAccount } from "./helpers/accounts";
import { E2E_SUPERADMIN } from "./support/constants";
import { startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

let database: ThrowawayPostgres;
let server: IsolatedServer;
let sql: postgres.Sql;
const ids = { free: crypto.randomUUID(), premium: crypto.randomUUID() };

test.describe.configure({ mode: "serial" });

const HOUR = 60 * 60 * 1000;
const KICKOFF = new Date(Math.floor(Date.now() / HOUR) * HOUR + 30 * HOUR);
const before = (hours: number) => new Date(KICKOFF.getTime() - hours * HOUR);

/** A match 30 hours out priced by two books (alpha moves its home price an hour before kick-off), and its pick. */
async function seedPick(id: string, { premium }: { premium: boolean }) {
  const [home, away, match] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const label = premium ? "Premium" : "Free";
  await sql`insert into teams (id, sport_id, league_id, name) values
    (${home}, 'football', 'epl', ${`${label} Home FC`}), (${away}, 'football', 'epl', ${`${label} Away FC`})`;
  await sql`insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_at, provider, external_id)
    values (${match}, 'football', 'epl', ${home}, ${away}, ${KICKOFF}, 'test', ${match})`;
  const prices: [string, string, number, Date][] = [
    ["alpha", "home", 2.0, before(48)],
    ["alpha", "draw", 3.5, before(48)],
    ["alpha", "away", 4.0, before(48)],
    ["beta", "home", 1.9, before(24)],
    ["beta", "draw", 3.6, before(24)],
    ["beta", "away", 4.2, before(24)],
    ["alpha", "home", 2.1, before(1)],
  ];
  for (const [bookmaker, selection, price, capturedAt] of prices) {
    await sql`insert into odds_snapshots (id, match_id, provider, bookmaker, market, selection, price, captured_at)
      values (${crypto.randomUUID()}, ${match}, 'odds-api', ${bookmaker}, 'h2h', ${selection}, ${price},
        ${capturedAt})`;
  }
  await sql`insert into predictions (id, match_id, sport_id, league_id, home_team, away_team, match_date, market,
      market_id, category_id, pick, selection, confidence, odds, decimal_odds, fair_probability, fair_basis,
      consensus_bookmakers, market_probability, expected_value, edge, is_value, is_premium, is_published, bookmaker,
      locked_at)
    values (${id}, ${match}, 'football', 'epl', ${`${label} Home FC`}, ${`${label} Away FC`}, ${KICKOFF}, '1x2',
      '1x2', 'match-result', ${`${label} Home FC`}, 'home', 55, 110, 2.1, 0.55, 'market-only', 2, 0.55, 0.155, 15.5,
      ${premium}, ${premium}, true, 'alpha', ${before(12)})`;
}

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  database = await startThrowawayPostgres();
  server = await startIsolatedServer({
    DATABASE_URL: database.url,
    // A production server on PostgreSQL needs its own secret; a fresh one per run.
    AUTH_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
    SUPERADMIN_EMAIL: E2E_SUPERADMIN.email,
    SUPERADMIN_PASSWORD: E2E_SUPERADMIN.password,
  });
  sql = postgres(database.url, { max: 2, onnotice: () => {} });
  await seedPick(ids.free, { premium: false });
  await seedPick(ids.premium, { premium: true });
});

test.afterAll(async () => {
  await sql?.end();
  await server?.stop();
  database?.destroy();
});

test("a visitor sees a free pick's odds table with the best prices marked, and the movement chart", async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/predictions/${ids.free}`);
  const screen = page.getByTestId("odds-screen");
  await expect(screen.getByRole("heading", { name: "Odds screen" })).toBeVisible();
  const table = screen.getByRole("table");
  await expect(table.locator("caption")).toContainText("latest price");
  await expect(table.getByRole("rowheader", { name: "Alpha" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Beta" })).toBeVisible();
  // alpha's 2.10 on the home side, beta's 3.60 and 4.20: marked in words, not only by colour.
  const best = table.locator('td[data-best="true"]');
  await expect(best).toHaveCount(3);
  await expect(best.nth(0)).toContainText("2.10");
  await expect(best.nth(0)).toContainText("Best");
  await expect(table.getByRole("rowheader", { name: "Market consensus (no-vig, 2 books)" })).toBeVisible();
  const chart = screen.getByRole("img", { name: /^Fair price of Free Home FC \(no-vig consensus/ });
  await expect(chart).toBeVisible();
  await expect(screen.getByTestId("odds-movement-description")).toContainText("at the lock");
  await expect(page.getByTestId("stake")).toHaveCount(0);
});

test("a locked premium pick shows a visitor no odds screen", async ({ page }) => {
  const response = await page.goto(`${server.baseUrl}/predictions/${ids.premium}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("prediction-withheld").first()).toBeVisible();
  await expect(page.getByTestId("odds-screen")).toHaveCount(0);
  const html = await response!.text();
  expect(html).not.toContain("odds-screen");
  expect(html).not.toContain("Alpha");
});

test("a member with a bankroll sees their stake suggestion", async ({ page }) => {
  const account = newAccount("staking");
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  const headers = { Origin: server.baseUrl, Accept: "application/json" };
  try {
    const login = await api.post("/api/auth/login", {
      headers,
      data: { email: E2E_SUPERADMIN.email, password: E2E_SUPERADMIN.password },
    });
    const token = (await login.json()).data.token as string;
    const created = await api.post("/api/users", {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      data: {
        fullName: account.fullName,
        email: account.email,
        password: account.password,
        role: "USER",
        emailVerified: true,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
  } finally {
    await api.dispose();
  }
  const [member] = await sql<{ id: string }[]>`select id from users where email = ${account.email.toLowerCase()}`;
  await sql`insert into member_staking (user_id, bankroll) values (${member!.id}, 1000)`;

  // Signed in in the browser's own context: the session cookie is the page's.
  const signIn = await page.request.post(`${server.baseUrl}/api/auth/login`, {
    headers: { Origin: server.baseUrl, Accept: "application/json" },
    data: { email: account.email, password: account.password },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto(`${server.baseUrl}/predictions/${ids.free}`);
  // ¼ Kelly at the best 2.10 on 55 %: (0.55 × 2.1 − 1) / 1.1 = 0.1409, ¼ = 3.5 % > the 2 % cap → 20.00 of 1,000.
  await expect(page.getByTestId("stake-amount")).toHaveText("20.00 units");
  await expect(page.getByTestId("stake")).toContainText("held to your cap of 2% of your bankroll");
  // Followed, the pick shows the same stake in the member's list (sized at the published 2.10).
  const followed = await page.request.post(`${server.baseUrl}/api/user/tracked-predictions`, {
    headers: { Origin: server.baseUrl, Accept: "application/json" },
    data: { predictionId: ids.free },
  });
  expect(followed.status()).toBe(201);
  await page.goto(`${server.baseUrl}/user/predictions`);
  await expect(page.getByTestId("tracked-stake")).toContainText("Suggested stake 20.00 units");
  // The premium pick is not in a FREE member's plan: no stake, no screen.
  await page.goto(`${server.baseUrl}/predictions/${ids.premium}`);
  await expect(page.getByTestId("prediction-withheld").first()).toBeVisible();
  await expect(page.getByTestId("stake")).toHaveCount(0);
});
