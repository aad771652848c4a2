// Settled picks for the member journeys. A fresh demo world only has PENDING model picks (its models
// predict upcoming fixtures), so the e2e super admin publishes manual picks on finished demo matches,
// with the selection that gives the wanted result, then runs the pipeline, whose settlement stage
// settles them like any other pick. Everything goes through the public API.
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";

import { E2E_BASE_URL } from "../support/constants";
import { signInViaApi, SUPERADMIN } from "./accounts";

export interface SettledPick {
  id: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** ISO kickoff. */
  matchDate: string;
  status: "WIN" | "LOSS";
  /** American odds as published. */
  odds: number;
}

export interface PickPlan {
  sport: "basketball" | "baseball";
  outcome: "WIN" | "LOSS";
  /** Decimal odds as the admin form takes them (2.5 → +150, 1.5 → −200). */
  decimalOdds: number;
}

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

const HEADERS = { Origin: E2E_BASE_URL, Accept: "application/json" };

async function finishedMatches(request: APIRequestContext, sport: string): Promise<FinishedMatch[]> {
  const response = await request.get(`/api/sports-data?status=COMPLETED&sport=${sport}&limit=100`);
  expect(response.ok()).toBe(true);
  const matches = ((await response.json()).data.matches as FinishedMatch[]).filter(
    (match) => match.homeScore !== match.awayScore,
  );
  // Newest first, one match per kickoff time, so the plan's order is the match-date order.
  matches.sort((a, b) => Date.parse(b.kickoffAt) - Date.parse(a.kickoffAt));
  return matches.filter((match, index) => index === 0 || match.kickoffAt !== matches[index - 1]!.kickoffAt);
}

/**
 * Publishes one settled pick per plan entry, each on a different finished match; within a sport the
 * entries go to successively older matches (plan order = newest first). `distinctDays` puts every
 * pick on its own UTC day.
 */
export async function createSettledPicks(
  plan: readonly PickPlan[],
  { distinctDays = false }: { distinctDays?: boolean } = {},
): Promise<SettledPick[]> {
  // A context of its own: signing in as the super admin must not replace the member's session cookie.
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await publishAndSettle(request, plan, distinctDays);
  } finally {
    await request.dispose();
  }
}

async function publishAndSettle(
  request: APIRequestContext,
  plan: readonly PickPlan[],
  distinctDays: boolean,
): Promise<SettledPick[]> {
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  const auth = { ...HEADERS, Authorization: `Bearer ${token}` };
  const pools = new Map<string, FinishedMatch[]>();
  const usedDays = new Set<string>();
  const created: SettledPick[] = [];

  for (const entry of plan) {
    if (!pools.has(entry.sport)) pools.set(entry.sport, await finishedMatches(request, entry.sport));
    const pool = pools.get(entry.sport)!;
    const index = pool.findIndex((match) => !distinctDays || !usedDays.has(match.kickoffAt.slice(0, 10)));
    expect(index, `a finished ${entry.sport} match is left for the plan`).toBeGreaterThanOrEqual(0);
    const [match] = pool.splice(0, index + 1).slice(-1);
    usedDays.add(match!.kickoffAt.slice(0, 10));

    const winner = match!.homeScore > match!.awayScore ? "home" : "away";
    const selection = entry.outcome === "WIN" ? winner : winner === "home" ? "away" : "home";
    const response = await request.post("/api/predictions/manual", {
      headers: auth,
      data: {
        sport: match!.sportId,
        league: match!.leagueId,
        homeTeam: match!.homeTeam,
        awayTeam: match!.awayTeam,
        matchDate: match!.kickoffAt,
        matchId: match!.id,
        market: "moneyline",
        pick: selection === "home" ? match!.homeTeam : match!.awayTeam,
        selection,
        confidence: 60,
        odds: entry.decimalOdds,
      },
    });
    const body = await response.json();
    expect(response.status(), JSON.stringify(body)).toBe(201);
    created.push({
      id: body.data.id,
      league: body.data.league,
      homeTeam: body.data.homeTeam,
      awayTeam: body.data.awayTeam,
      matchDate: body.data.matchDate,
      status: entry.outcome,
      odds: body.data.odds,
    });
  }

  await runSettlement(request, auth);
  for (const pick of created) {
    const response = await request.get(`/api/predictions/${pick.id}`);
    expect((await response.json()).data.status, `pick ${pick.id} settled`).toBe(pick.status);
  }
  return created;
}

/**
 * Runs the pipeline (its settlement stage settles the new picks) and waits for the run to finish. The e2e
 * server's data providers point at a closed port, so the run is recorded failed for its provider calls
 * while its later stages still run on the stored data: what matters here is that it finished; the caller
 * then checks that each pick settled.
 */
async function runSettlement(request: APIRequestContext, auth: Record<string, string>) {
  let runId: string | undefined;
  await expect(async () => {
    const response = await request.post("/api/automation/execute-pipeline", { headers: auth, data: {} });
    expect(response.status()).toBe(202);
    runId = (await response.json()).data.runId;
  }).toPass({ timeout: 30_000 });

  await expect(async () => {
    const response = await request.get(`/api/automation/runs/${runId}`, { headers: auth });
    const status = (await response.json()).data.status;
    expect(["succeeded", "partial", "failed"]).toContain(status);
  }).toPass({ timeout: 45_000, intervals: [500, 1000, 2000] });
}
