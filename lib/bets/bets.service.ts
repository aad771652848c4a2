import "server-only";

import { AppError } from "@/lib/core/errors";

import { placementIssues } from "./bet-placement.rules";
import type { BetBody } from "./bets.input";
import * as bets from "./bets.queries";
import { readBankroll } from "./bets-transfer.queries";

// The bet tracker's writes and reads. A bet is a pre-match bet: it is placed before its match kicks off (an in-play
// price has no close to be judged against), and never in the future. Logged from a pick, it takes the pick's match,
// market, selection and line, and keeps the published price for slippage.

const invalid = (path: string, message: string) => new AppError("validation_failed", message, [{ path, message }]);

/** The market, selection, line and match of the bet, from the pick or the body. */
async function whatWasBet(body: BetBody) {
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
  const pick = await bets.readPickForBet(body.predictionId);
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

export async function createBet(userId: string, body: BetBody, now = new Date()) {
  const bet = await whatWasBet(body);
  const match = await bets.readMatchForBet(bet.matchId);
  if (!match) throw invalid("matchId", "Unknown match.");
  const placedAt = body.placedAt ? new Date(body.placedAt) : now;
  const bankroll = await readBankroll(userId);
  const issues = placementIssues({ placedAt, stake: body.stake }, { kickoffAt: match.kickoffAt, bankroll, now });
  if (issues.length > 0) throw new AppError("validation_failed", issues[0]!.message, issues);
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

export async function deleteBet(userId: string, id: string): Promise<void> {
  if (!(await bets.deleteOwnBet(userId, id))) throw new AppError("not_found", "Bet not found.");
}

export function listBets(userId: string) {
  return bets.listOwnBets(userId, 200);
}
