import "server-only";

import type { Caller } from "@/lib/accounts/caller.dto";
import { openListCursor, sealListCursor, type CursorBinding } from "@/lib/accounts/cursor-tokens.service";
import { getPrediction } from "@/lib/predictions/predictions.service";
import type { MeanInterval } from "@/lib/engine/fair-value";
import { AppError } from "@/lib/core/errors";

import {
  bankrollSeries,
  betFiguresFromSums,
  luckLine,
  negativeClvStatement,
  type BetFigures,
} from "./bet-figures.rules";
import { placementIssues } from "./bet-placement.rules";
import type { BetBody, BetMatchSearch, BetsQuery, BetUpdate, StakingBody } from "./bets.input";
import * as bets from "./bets.queries";
import { weeklyBudgetStatus } from "./budget.service";
import { readBankroll } from "./bets-transfer.queries";

// The bet tracker's writes and reads. A bet is a pre-match bet: it is placed before its match kicks off (an in-play
// price has no close to be judged against), and never in the future. Logged from a pick, it takes the pick's match,
// market, selection and line, and keeps the published price for slippage. A member who set a bankroll cannot log a
// stake above it. A settled bet is history: it can be deleted but no longer changed.

const invalid = (path: string, message: string) => new AppError("validation_failed", message, [{ path, message }]);

/**
 * The market, selection, line and match of the bet, from the pick or the body. A pick the member's plan withholds
 * is a 404 like a missing one: logging it would hand back its selection and price.
 */
async function whatWasBet(caller: Caller, body: BetBody) {
  if (!body.predictionId) {
    return {
      predictionId: null,
      matchId: body.matchId!,
      market: body.market!,
      selection: body.selection!,
      line: body.line ?? null,
      publishedPrice: null,
    };
  }
  const shown = await getPrediction(body.predictionId, caller);
  const pick = shown.withheld ? undefined : await bets.readPickForBet(body.predictionId);
  if (!pick) throw new AppError("not_found", "Prediction not found.");
  if (!pick.matchId || !pick.selection) {
    throw invalid("predictionId", "This pick has no stored match to settle a bet against; log it by hand.");
  }
  return {
    predictionId: pick.id,
    matchId: pick.matchId,
    market: pick.market,
    selection: pick.selection,
    line: pick.line,
    publishedPrice: pick.decimalOdds,
  };
}

/** The placement rule (bet-placement.rules.ts) against the member's bankroll: its first issue is the 422. */
async function checkPlacement(userId: string, bet: { placedAt?: Date; stake?: number }, kickoffAt: Date, now: Date) {
  const bankroll = bet.stake === undefined ? null : await readBankroll(userId);
  const issues = placementIssues(bet, { kickoffAt, bankroll, now });
  if (issues.length > 0) throw new AppError("validation_failed", issues[0]!.message, issues);
}

export async function createBet(caller: Caller, body: BetBody, now = new Date()) {
  const userId = caller.user.id;
  const bet = await whatWasBet(caller, body);
  const match = await bets.readMatchForBet(bet.matchId);
  if (!match) throw invalid("matchId", "Unknown match.");
  const placedAt = body.placedAt ? new Date(body.placedAt) : now;
  await checkPlacement(userId, { placedAt, stake: body.stake }, match.kickoffAt, now);
  return bets.insertBet({
    userId,
    ...bet,
    price: body.price,
    stake: body.stake,
    bookmaker: body.bookmaker ?? null,
    placedAt,
    note: body.note ?? null,
  });
}

/** Changes a pending bet's price, stake, bookmaker, time or note; a settled bet answers 409, another's a 404. */
export async function updateBet(userId: string, id: string, body: BetUpdate, now = new Date()) {
  const current = await bets.readOwnBet(userId, id);
  if (!current) throw new AppError("not_found", "Bet not found.");
  if (current.status !== "PENDING") {
    throw new AppError("conflict", "This bet is settled and can no longer be changed.");
  }
  const placedAt = body.placedAt === undefined ? undefined : new Date(body.placedAt);
  await checkPlacement(userId, { placedAt, stake: body.stake }, current.kickoffAt, now);
  const updated = await bets.updateOwnPendingBet(userId, id, { ...body, placedAt }, now);
  // Settled between the read and the write: the same answer as above.
  if (!updated) throw new AppError("conflict", "This bet is settled and can no longer be changed.");
  return updated;
}

export async function deleteBet(userId: string, id: string): Promise<void> {
  if (!(await bets.deleteOwnBet(userId, id))) throw new AppError("not_found", "Bet not found.");
}

const betsBinding = (userId: string, query: BetsQuery): CursorBinding => ({
  list: "member-bets",
  order: "placedAt:desc",
  scope: {
    user: userId,
    status: query.status,
    sport: query.sport,
    market: query.market,
    bookmaker: query.bookmaker,
    month: query.month,
  },
});

/** The caller's bets, newest placed first, a keyset page at a time, filtered. */
export async function listBets(userId: string, query: BetsQuery) {
  const binding = betsBinding(userId, query);
  const after = query.cursor ? openListCursor(binding, query.cursor, bets.BET_ORDER_KEYS) : undefined;
  const { status, sport, market, bookmaker, month } = query;
  const { rows, next } = await bets.listOwnBets({
    userId,
    filters: { status, sport, market, bookmaker, month },
    after,
    limit: query.limit,
  });
  return { bets: rows, nextCursor: next ? sealListCursor(binding, next) : null };
}
export type BetListItem = Awaited<ReturnType<typeof listBets>>["bets"][number];

/** An interval as JSON: an undefined value (too few bets) is null rather than NaN. */
interface IntervalDto {
  n: number;
  mean: number | null;
  lo: number | null;
  hi: number | null;
}

const finite = (value: number) => (Number.isFinite(value) ? value : null);
const intervalDto = (interval: MeanInterval): IntervalDto => ({
  n: interval.n,
  mean: finite(interval.mean),
  lo: finite(interval.lo),
  hi: finite(interval.hi),
});

export interface BetFiguresDto {
  bets: number;
  staked: number;
  profit: number;
  roi: number | null;
  yield: IntervalDto;
  clv: IntervalDto;
  beatCloseShare: number | null;
  slippage: IntervalDto;
  clvBetsToSignificance: number | null;
}

function figuresDto(figures: BetFigures): BetFiguresDto {
  return {
    ...figures,
    yield: intervalDto(figures.yield),
    clv: intervalDto(figures.clv),
    slippage: intervalDto(figures.slippage),
  };
}

const BREAKDOWNS = ["sport", "market", "bookmaker", "month"] as const;
type Breakdown = (typeof BREAKDOWNS)[number];

/** Points of the bankroll chart at most, whatever the number of bets. */
const CHART_POINTS = 200;

/**
 * What the tracker shows above the list: the member's settled figures overall and by sport, market, bookmaker and
 * month, the "could this be luck?" line, the plain negative-CLV statement, open bets, and the bankroll over time.
 */
export async function betSummary(userId: string, timeZone?: string, now: Date = new Date()) {
  const [sums, pending, curve, staking, budget] = await Promise.all([
    bets.sumSettledBets(userId),
    bets.sumPendingBets(userId),
    bets.listProfitCurve(userId, CHART_POINTS),
    bets.readStaking(userId),
    weeklyBudgetStatus(userId, now, timeZone),
  ]);
  const overallSums = sums.find((row) => row.dimension === "overall");
  const overall = betFiguresFromSums(
    overallSums ?? {
      bets: 0,
      staked: 0,
      profit: 0,
      returnSum: 0,
      returnSquares: 0,
      clvN: 0,
      clvSum: 0,
      clvSquares: 0,
      beatClose: 0,
      slippageN: 0,
      slippageSum: 0,
      slippageSquares: 0,
    },
  );
  const breakdowns = Object.fromEntries(
    BREAKDOWNS.map((dimension) => [
      dimension,
      sums
        .filter((row) => row.dimension === dimension)
        // Months newest first; the rest by number of bets, then by name.
        .sort((a, b) =>
          dimension === "month" ? b.key.localeCompare(a.key) : b.bets - a.bets || a.key.localeCompare(b.key),
        )
        .map((row) => ({ key: row.key, figures: figuresDto(betFiguresFromSums(row)) })),
    ]),
  ) as Record<Breakdown, { key: string; figures: BetFiguresDto }[]>;
  const start = staking?.bankroll ?? 0;
  return {
    currency: staking?.currency ?? null,
    bankroll: staking?.bankroll ?? null,
    pending,
    budget,
    overall: figuresDto(overall),
    breakdowns,
    luckLine: luckLine(overall),
    negativeClv: negativeClvStatement(overall),
    chart: { start, points: bankrollSeries(start, curve) },
  };
}
export type BetSummary = Awaited<ReturnType<typeof betSummary>>;

export async function getStaking(userId: string) {
  return (await bets.readStaking(userId)) ?? null;
}

export async function putStaking(userId: string, body: StakingBody, now = new Date()) {
  return bets.upsertStaking(userId, body, now);
}

export function searchMatches(query: BetMatchSearch, now = new Date()) {
  return bets.searchMatchesForBet({ q: query.q, now });
}
