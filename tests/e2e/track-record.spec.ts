// /track-record as a visitor sees it: reached from the header; on the first start a settled demo record to
// judge (the demo's past weeks, published as the pipeline would have) with its intervals, calibration and the
// demo's backtests; and, once an admin's picks on finished matches settle, the same figures as
// GET /api/track-record, with working by-sport / by-market / by-month switches and calibration scopes. The
// state before anything has settled is covered without the demo world (tests/integration/track-record/
// track-record.service-empty.test.ts, tests/unit/components/track-record/empty-record.test.tsx).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { signInViaApi, SUPERADMIN } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

test.describe.configure({ mode: "serial" });

interface Metrics {
  total: number;
  settled: number;
  won: number;
  lost: number;
  voided: number;
  pending: number;
  decided: number;
  accuracy: number | null;
  roi: number | null;
}
interface Group {
  key: string;
  label: string;
  metrics: Metrics;
  calibration: { from: number; to: number; n: number }[];
}
interface TrackRecord {
  overall: Metrics;
  bySport: Group[];
  byMarket: Group[];
  byMonth: Group[];
}

const HEADERS = { Origin: E2E_BASE_URL, Accept: "application/json" };

async function fetchRecord(request: APIRequestContext): Promise<TrackRecord> {
  const response = await request.get("/api/track-record");
  expect(response.status()).toBe(200);
  return (await response.json()).data as TrackRecord;
}

const rate = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);
const signedRate = (value: number | null) => {
  if (value === null) return "—";
  const text = `${Math.abs(value * 100).toFixed(1)}%`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
};

/** Reloads until the page shows `settled` settled picks (the cache is expired by settlement, a moment later). */
async function openWithSettled(page: Page, settled: number) {
  await expect(async () => {
    await page.goto("/track-record");
    await expect(page.getByTestId("figure-settled")).toHaveText(String(settled), { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

test("the header link opens the track record", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Track Record" }).first().click();
  await expect(page).toHaveURL(/\/track-record$/);
  await expect(page.getByRole("heading", { level: 1, name: "Track Record" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How these figures are computed" })).toBeVisible();
});

test(
  "the first view has a settled demo record to judge: win rate, ROI and CLV with their intervals, calibration, " +
    "and the backtests",
  async ({ page, request }) => {
    const record = await fetchRecord(request);
    expect(record.overall.settled).toBeGreaterThanOrEqual(100);
    expect(record.overall.accuracy).not.toBeNull();
    await openWithSettled(page, record.overall.settled);
    await expect(page.getByTestId("track-record-empty")).toHaveCount(0);
    await expect(page.getByTestId("figure-accuracy")).toHaveText(rate(record.overall.accuracy));
    await expect(page.getByTestId("figure-roi")).toHaveText(signedRate(record.overall.roi));
    await expect(page.getByTestId("record-counts")).toContainText("to the labelled demo world");

    // Closing-line value and return at the taken price, each with its 95 % interval and its n.
    const clv = page.getByTestId("clv-all");
    for (const figure of ["clv", "roi"])
      await expect(clv.getByTestId(`clv-all-${figure}`)).toContainText(
        /^[+−]?\d+\.\d% \(95% CI [+−]?\d+\.\d% to [+−]?\d+\.\d%\)$/,
      );
    await expect(clv).toContainText(/n = [1-9]\d{2,} picks with a stored close/);

    // Calibration of every settled pick.
    await expect(page.getByRole("img", { name: /Calibration: All predictions/ })).toBeVisible();

    // The demo's first backtests run in the background after start-up: each model's, labelled as simulated.
    await expect(async () => {
      await page.goto("/track-record");
      const cards = page
        .getByTestId("backtest-record")
        .getByTestId("backtest")
        .filter({ has: page.getByTestId("backtest-demo") });
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
    }).toPass({ timeout: 120_000 });
    const hockey = page.getByTestId("backtest").filter({ hasText: "Hockey" });
    await expect(hockey.getByTestId("backtest-demo")).toHaveText("Demo history — simulated");
    await expect(hockey.getByTestId("backtest-score-fair")).toBeVisible();
    await expect(hockey.getByTestId("backtest-score-model")).toBeVisible();
  },
);

test("settled picks appear with the API's figures and the breakdown switches work", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  const auth = { ...HEADERS, Authorization: `Bearer ${token}` };
  const before = await fetchRecord(request);

  // Two finished demo matches get a manual pick each (machine-readable, so settlement can grade it)…
  const list = await request.get("/api/sports-data?status=COMPLETED&sport=football&limit=2", { headers: auth });
  const matches = (await list.json()).data.matches as {
    id: string;
    sportId: string;
    leagueId: string;
    homeTeam: string;
    awayTeam: string;
    kickoffAt: string;
  }[];
  expect(matches.length).toBe(2);
  for (const [index, match] of matches.entries()) {
    const created = await request.post("/api/predictions/manual", {
      headers: auth,
      data: {
        matchId: match.id,
        sport: match.sportId,
        league: match.leagueId,
        homeTeam: match.homeTeam,
        awayTeam: match.awayTeam,
        matchDate: match.kickoffAt,
        market: "1x2",
        pick: index === 0 ? match.homeTeam : match.awayTeam,
        selection: index === 0 ? "home" : "away",
        confidence: 72,
        odds: 1.9,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  // …and the pipeline's settlement stage grades them against the stored results.
  const run = await request.post("/api/automation/execute-pipeline", { headers: auth, data: {} });
  expect(run.status(), await run.text()).toBe(202);
  const settled1x2 = (record: TrackRecord) => record.byMarket.find((g) => g.key === "1x2")?.metrics.settled ?? 0;
  await expect
    .poll(async () => settled1x2(await fetchRecord(request)), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(settled1x2(before) + 2);

  const record = await fetchRecord(request);
  expect(record.overall.settled).toBeGreaterThanOrEqual(before.overall.settled + 2);
  await openWithSettled(page, record.overall.settled);

  const { overall } = record;
  await expect(page.getByTestId("figure-pending")).toHaveText(String(overall.pending));
  await expect(page.getByTestId("figure-accuracy")).toHaveText(rate(overall.accuracy));
  await expect(page.getByTestId("figure-roi")).toHaveText(signedRate(overall.roi));
  await expect(page.getByTestId("record-counts")).toContainText(
    `${overall.settled} settled (${overall.won} won, ${overall.lost} lost, ${overall.voided} void) and ` +
      `${overall.pending} pending`,
  );

  // By sport (the default tab), then by market and by month.
  const sport = record.bySport.find((g) => g.key === matches[0]!.sportId)!;
  const sportRow = page.getByTestId(`breakdown-row-${sport.key}`);
  await expect(sportRow).toBeVisible();
  await expect(sportRow.getByRole("rowheader")).toHaveText(sport.label);
  await expect(sportRow.getByRole("cell").nth(1)).toHaveText(String(sport.metrics.settled));

  const recordTabs = page.getByRole("tablist", { name: "Break the record down" });
  await recordTabs.getByRole("tab", { name: "By market" }).click();
  const market = record.byMarket.find((g) => g.key === "1x2")!;
  const marketRow = page.getByTestId("breakdown-row-1x2");
  await expect(marketRow).toBeVisible();
  await expect(marketRow.getByRole("rowheader")).toHaveText("1X2");
  await expect(marketRow.getByRole("cell").nth(1)).toHaveText(String(market.metrics.settled));
  await expect(sportRow).toBeHidden();

  await recordTabs.getByRole("tab", { name: "By month" }).click();
  const month = matches[0]!.kickoffAt.slice(0, 7);
  const monthGroup = record.byMonth.find((g) => g.key === month)!;
  const monthRow = page.getByTestId(`breakdown-row-${month}`);
  await expect(monthRow).toBeVisible();
  await expect(monthRow.getByRole("cell").first()).toHaveText(String(monthGroup.metrics.total));
  await expect(marketRow).toBeHidden();

  // Calibration of one market: its bands and counts are the API's.
  await page.getByLabel("Show calibration for").selectOption({ label: "Market: 1X2" });
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Confidence band" }) });
  await expect(table.getByRole("caption")).toContainText(`Market: 1X2: ${market.metrics.decided} decided pick`);
  for (const band of market.calibration) {
    await expect(
      table
        .getByRole("row", { name: new RegExp(`^${band.from}–${band.to}%`) })
        .getByRole("cell")
        .first(),
    ).toHaveText(String(band.n));
  }
  await expect(page.getByRole("img", { name: /Calibration: Market: 1X2/ })).toBeVisible();
});
