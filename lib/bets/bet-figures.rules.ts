import { closingLineValue, meanInterval, meanIntervalFromSums, type MeanInterval } from "@/lib/engine/fair-value";
import { profitPerUnit } from "@/lib/engine/pick-metrics";
import { betsUntilSignificant } from "@/lib/engine/staking";

// What a member's own bets say, as pure rules over settled bets: profit and loss in the stake's unit, return on
// the stakes, the member's own closing-line value (their price against the no-vig close, as the track record
// computes it for the published picks), slippage against the published price, and how sure any of it is.
//
//   profit of a bet          stake × (result > 0 ? result · (price − 1) : result)   (result: 1, ½, 0, −½, −1)
//   ROI                      Σ profit / Σ stake
//   yield                    mean of profit / stake per bet, with its 95 % interval (each bet weighs the same)
//   CLV of a bet             price × closing probability − 1
//   slippage of a bet        price taken / published price − 1   (bets logged from a pick)

export interface SettledBet {
  stake: number;
  /** The decimal price the member took. */
  price: number;
  /** Settlement's stake result: 1 win, 0.5 half win, 0 void or push, −0.5 half loss, −1 loss. */
  result: number;
  /** The no-vig closing probability of the bet's outcome, when the close is known. */
  closingProbability: number | null;
  /** The published pick's price, for a bet logged from a pick. */
  publishedPrice: number | null;
}

export interface BetFigures {
  bets: number;
  staked: number;
  profit: number;
  /** Σ profit / Σ stake; null without stakes. */
  roi: number | null;
  /** Per-bet return (profit / stake) with its 95 % interval. */
  yield: MeanInterval;
  /** The member's own CLV over the bets whose close is known, with its 95 % interval (n = those bets). */
  clv: MeanInterval;
  /** Share of the bets with a known close that beat it (CLV > 0); null without any. */
  beatCloseShare: number | null;
  /** Mean slippage over the bets logged from a pick; n with it. */
  slippage: MeanInterval;
  /** Bets still needed, at this mean and spread, before the CLV interval excludes zero (0: it does; null: never). */
  clvBetsToSignificance: number | null;
}

export function betProfit(bet: Pick<SettledBet, "stake" | "price" | "result">): number {
  return bet.stake * profitPerUnit(bet.result, bet.price);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function betFigures(bets: readonly SettledBet[]): BetFigures {
  const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const profit = bets.reduce((sum, bet) => sum + betProfit(bet), 0);
  const closes = bets.filter((bet) => bet.closingProbability !== null);
  const clvs = closes.map((bet) => closingLineValue(bet.price, bet.closingProbability!));
  const clv = meanInterval(clvs);
  return {
    bets: bets.length,
    staked: round(staked, 2),
    profit: round(profit, 2),
    roi: staked > 0 ? profit / staked : null,
    yield: meanInterval(bets.filter((bet) => bet.stake > 0).map((bet) => betProfit(bet) / bet.stake)),
    clv,
    beatCloseShare: clvs.length > 0 ? clvs.filter((value) => value > 0).length / clvs.length : null,
    slippage: meanInterval(
      bets.filter((bet) => bet.publishedPrice !== null).map((bet) => bet.price / bet.publishedPrice! - 1),
    ),
    clvBetsToSignificance: betsUntilSignificant(clv),
  };
}

/** The plain sentence the tracker shows under the CLV: is it beating the close, and could it be luck? */
export function luckLine(figures: Pick<BetFigures, "clv" | "clvBetsToSignificance">): string {
  const { clv } = figures;
  if (clv.n === 0) return "No settled bet has a known close yet.";
  if (clv.n < 2) return "One bet with a known close: too few to say anything.";
  const side = clv.mean > 0 ? "beating" : "behind";
  const percent = `${(clv.mean * 100).toFixed(1)}%`;
  if (figures.clvBetsToSignificance === 0) {
    return `You are ${side} the close by ${percent} a bet over ${clv.n} bets, and the 95 % interval excludes zero.`;
  }
  if (figures.clvBetsToSignificance === null) return `Over ${clv.n} bets your CLV is ${percent}: no edge either way.`;
  return (
    `You are ${side} the close by ${percent} a bet over ${clv.n} bets, but that could be luck: at this rate about ` +
    `${figures.clvBetsToSignificance} more bets would tell.`
  );
}

/** A group of settled bets as the database sums them (lib/bets/bets.queries.ts sumSettledBets). */
export interface BetSumsRow {
  bets: number;
  staked: number;
  profit: number;
  /** Σ and Σ² of each bet's profit per unit staked. */
  returnSum: number;
  returnSquares: number;
  clvN: number;
  clvSum: number;
  clvSquares: number;
  /** Bets with a known close whose CLV is above zero. */
  beatClose: number;
  slippageN: number;
  slippageSum: number;
  slippageSquares: number;
}

/** The same figures as `betFigures`, from the sums the database made of the same bets. */
export function betFiguresFromSums(sums: BetSumsRow): BetFigures {
  const clv = meanIntervalFromSums(sums.clvN, sums.clvSum, sums.clvSquares);
  return {
    bets: sums.bets,
    staked: round(sums.staked, 2),
    profit: round(sums.profit, 2),
    roi: sums.staked > 0 ? sums.profit / sums.staked : null,
    yield: meanIntervalFromSums(sums.bets, sums.returnSum, sums.returnSquares),
    clv,
    beatCloseShare: sums.clvN > 0 ? sums.beatClose / sums.clvN : null,
    slippage: meanIntervalFromSums(sums.slippageN, sums.slippageSum, sums.slippageSquares),
    clvBetsToSignificance: betsUntilSignificant(clv),
  };
}

/** Settled bets with a known close from which a negative CLV is stated plainly rather than as a maybe. */
const NEGATIVE_CLV_MIN_BETS = 100;

/**
 * The plain statement when, over at least 100 settled bets with a known close, the member's own CLV is below zero:
 * they have been taking worse prices than the market settled on. Null otherwise.
 */
export function negativeClvStatement(figures: Pick<BetFigures, "clv">): string | null {
  const { clv } = figures;
  if (clv.n < NEGATIVE_CLV_MIN_BETS || !(clv.mean < 0)) return null;
  return (
    `Over your ${clv.n} bets you have been getting worse prices than the close: ` +
    `${(clv.mean * 100).toFixed(1)}% a bet on average. Prices worse than the close lose money in the long run, ` +
    "whatever the results so far."
  );
}

/** A point of the bankroll chart: the bankroll after each settled bet (the start plus the cumulative profit). */
export interface BankrollPoint {
  at: Date;
  bankroll: number;
}

/** The bankroll over time from its start and the cumulative profit by settlement time. */
export function bankrollSeries(start: number, curve: readonly { at: Date; cumulative: number }[]): BankrollPoint[] {
  return curve.map((point) => ({ at: point.at, bankroll: round(start + point.cumulative, 2) }));
}
