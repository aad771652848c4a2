// The bet tracker from the member's side: a member opens a published pick, logs it with "Log this bet" (the form
// comes prefilled with the pick's best published price and its bookmaker; the member sets the stake and the time
// they placed it, before kick-off), sees it open on /user/bets; an admin runs the pipeline, whose settle stage
// settles the members' bets with their match; the member then sees the bet settled, with its profit and figures,
// and downloads their bets as CSV. A member whose stakes this week reach their weekly budget sees the warning.
import { readFile } from "node:fs/promises";

import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage, signInViaApi, SUPERADMIN } from "./helpers/accounts";
import { JSON_API_HEADERS } from "./helpers/manual-prediction";
import { grantPlan } from "./helpers/premium-pick";
import { axeViolations } from "./support/axe";
import { E2E_BASE_URL } from "./support/constants";
import { BET_CSV_COLUMNS } from "@/lib/bets/bets-csv.rules";

interface FinishedMatch {
  id: string;
  sportId: string;
  leagueId: string;
  homeTeam: string;
  awayTeam: string;
  kickoffAt: string;
  homeScore: number;
  awayScore: number;
}

async function asSuperAdmin(): Promise<{ request: APIRequestContext; auth: Record<string, string> }> {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  return { request, auth: { ...JSON_API_HEADERS, Authorization: `Bearer ${token}` } };
}

/** A pending moneyline pick on a finished demo match, on the side that won. */
async function publishPickOnFinishedMatch(request: APIRequestContext, auth: Record<string, string>) {
  const response = await request.get("/api/sports-data?status=COMPLETED&sport=basketball&limit=100");
  expect(response.ok()).toBe(true);
  const matches = ((await response.json()).data.matches as FinishedMatch[]).filter(
    (match) => match.homeScore !== match.awayScore,
  );
  // A match a few places down the list, so other journeys on the newest finished matches are not in the way.
  const match = matches[Math.min(matches.length - 1, 7 + Math.floor(Math.random() * 10))]!;
  const winner = match.homeScore > match.awayScore ? "home" : "away";
  const created = await request.post("/api/predictions/manual", {
    headers: auth,
    data: {
      sport: match.sportId,
      league: match.leagueId,
      homeTeam: match.homeTeam,
      awayTeam: match.awayTeam,
      matchDate: match.kickoffAt,
      matchId: match.id,
      market: "moneyline",
      pick: winner === "home" ? match.homeTeam : match.awayTeam,
      selection: winner,
      confidence: 60,
      odds: 2.1,
    },
  });
  const body = await created.json();
  expect(created.status(), JSON.stringify(body)).toBe(201);
  return { id: body.data.id as string, match };
}

/** Runs the pipeline (its settle stage settles picks and members' bets) and waits for the run to finish. */
async function runPipeline(request: APIRequestContext, auth: Record<string, string>) {
  let runId: string | undefined;
  await expect(async () => {
    const response = await request.post("/api/automation/execute-pipeline", { headers: auth, data: {} });
    expect(response.status()).toBe(202);
    runId = (await response.json()).data.runId;
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    const response = await request.get(`/api/automation/runs/${runId}`, { headers: auth });
    expect(["succeeded", "partial", "failed"]).toContain((await response.json()).data.status);
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
}

/** The records of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The value of a datetime-local input for an instant, in the browser's own zone. */
const localInput = (page: Page, iso: string) =>
  page.evaluate((value) => {
    const date = new Date(value);
    const pad = (part: number) => String(part).padStart(2, "0");
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, iso);

test("a member logs a bet from a pick, and sees it settle with its match and figures", async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await asSuperAdmin();
  const member = newAccount("bettor");
  try {
    await createMemberAccount(member);
    // A free member sees only the first picks of each kick-off day in full; on Premium every pick is shown, so
    // "Log this bet" is there whichever day the pick's match is on.
    await grantPlan(admin.request, member.email, "PREMIUM");
    const pick = await publishPickOnFinishedMatch(admin.request, admin.auth);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    // The pick's page offers the signed-in member "Log this bet"; the form is filled from the pick.
    await page.goto(`/predictions/${pick.id}`);
    await page.getByRole("link", { name: "Log this bet" }).click();
    await expect(page).toHaveURL(new RegExp(`/user/bets/new\\?prediction=${pick.id}$`));
    const form = page.getByRole("form", { name: "Log this bet" });
    await expect(form.getByLabel("Decimal price you took")).toHaveValue("2.1");
    await expect(form).toContainText(`${pick.match.homeTeam} vs ${pick.match.awayTeam}`);

    // The member took 2.05 at their own bookmaker, two hours before kick-off. A time after kick-off is refused
    // on its field first.
    await form.getByLabel("Decimal price you took").fill("2.05");
    await form.getByLabel("Stake").fill("10");
    await form.getByLabel("Bookmaker").fill("Bet365");
    const kickoff = Date.parse(pick.match.kickoffAt);
    await form
      .getByLabel("Placed at (your time)")
      .fill(await localInput(page, new Date(kickoff + 3_600_000).toISOString()));
    await form.getByRole("button", { name: "Log bet" }).click();
    await expect(form.getByText("The tracker records bets placed before kick-off.")).toBeVisible();
    await form
      .getByLabel("Placed at (your time)")
      .fill(await localInput(page, new Date(kickoff - 2 * 3_600_000).toISOString()));
    await form.getByRole("button", { name: "Log bet" }).click();

    await expect(page).toHaveURL(/\/user\/bets$/);
    const bets = page.getByRole("list", { name: "Your bets" });
    const bet = bets.getByTestId("bet-item").first();
    await expect(bet).toHaveAttribute("data-status", "PENDING");
    await expect(bet).toContainText(`${pick.match.homeTeam} vs ${pick.match.awayTeam}`);
    await expect(bet).toContainText("published price 2.10");
    await expect(page.getByTestId("bets-profit")).toContainText("1 open");
    expect(await axeViolations(page)).toEqual([]);

    // An admin runs the pipeline: its settle stage settles the bet with its match.
    await runPipeline(admin.request, admin.auth);

    await page.reload();
    await expect(bet).toHaveAttribute("data-status", "WIN");
    await expect(bet.getByTestId("bet-profit")).toHaveText("+10.50 u");
    await expect(page.getByTestId("bets-profit")).toContainText("+10.50 u");
    await expect(page.getByTestId("bets-profit")).toContainText("n = 1 bet settled");
    await expect(page.getByTestId("bets-luck-line")).toBeVisible();
    await expect(page.getByTestId("bankroll-chart")).toBeVisible();
    await expect(page.getByRole("region", { name: "By sport" })).toContainText("basketball");
    // A settled bet is history: no edit or delete.
    await expect(bet.getByRole("button", { name: "Edit" })).toHaveCount(0);

    // The member downloads their bets: one header row in the export's column order, and the bet settled as a win
    // at the price and stake they logged.
    const transfer = page.getByRole("region", { name: "Import and export" });
    const downloading = page.waitForEvent("download");
    await transfer.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const [header, ...rows] = parseCsv((await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, ""));
    expect(header).toEqual(BET_CSV_COLUMNS.map((column) => column.name));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      match_id: pick.match.id,
      home: pick.match.homeTeam,
      away: pick.match.awayTeam,
      market: "moneyline",
      bookmaker: "Bet365",
      status: "WIN",
      stake_result: "1",
      published_price: "2.1",
    });
    expect(Number(row.price)).toBe(2.05);
    expect(Number(row.stake)).toBe(10);
    expect(Number(row.profit)).toBe(10.5);
  } finally {
    await admin.request.dispose();
  }
});

test("a member whose stakes this week reach their weekly budget sees the warning on /user/bets", async ({ page }) => {
  test.setTimeout(120_000);
  const member = newAccount("budget");
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createMemberAccount(member);
    const token = await signInViaApi(request, member.email, member.password);
    const auth = { ...JSON_API_HEADERS, Authorization: `Bearer ${token}` };

    // A bet logged now on an upcoming match (its placed time is now, so it counts in this week's stakes).
    const upcoming = await request.get("/api/sports-data?status=UPCOMING&sport=basketball&limit=50");
    expect(upcoming.ok()).toBe(true);
    const match = ((await upcoming.json()).data.matches as FinishedMatch[]).find(
      (candidate) => Date.parse(candidate.kickoffAt) > Date.now() + 3_600_000,
    );
    expect(match, "an upcoming demo basketball match").toBeDefined();
    const logged = await request.post("/api/user/bets", {
      headers: auth,
      data: { matchId: match!.id, market: "moneyline", selection: "home", price: 1.9, stake: 12 },
    });
    const loggedBody = await logged.json();
    expect(logged.status(), JSON.stringify(loggedBody)).toBe(201);
    expect(loggedBody.data.budget).toMatchObject({ level: "none", staked: 12 });

    // Under 80 % of the budget: no banner.
    const roomy = await request.put("/api/user/play-limits", {
      headers: auth,
      data: { weeklyBudget: 100, realityCheckMinutes: null },
    });
    expect(roomy.status()).toBe(200);

    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto("/user/bets");
    await expect(page.getByRole("list", { name: "Your bets" }).getByTestId("bet-item")).toHaveCount(1);
    await expect(page.getByTestId("budget-banner")).toHaveCount(0);

    // A budget of 10 against the 12 staked this week: 120 %, over.
    const tight = await request.put("/api/user/play-limits", {
      headers: auth,
      data: { weeklyBudget: 10, realityCheckMinutes: null },
    });
    expect(tight.status(), await tight.text()).toBe(200);
    await page.reload();
    const banner = page.getByTestId("budget-banner");
    await expect(banner).toHaveAttribute("data-level", "over");
    await expect(banner).toContainText("You have reached your weekly stake budget");
    await expect(banner).toContainText("12.00 of 10.00");
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await request.dispose();
  }
});
