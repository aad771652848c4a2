import "server-only";

import { kickoffDayLabel, type KickoffDayLabel } from "@/lib/time/days.rules";
import { lockedTipDescription, tipDescription, tipDisplay } from "@/lib/predictions/tip-lock.rules";
import { MODEL_BADGE, modelShaped, type PickKind, type ProbabilityBasis } from "@/lib/format/prediction-display.rules";

import type { Withheld } from "@/lib/predictions/entitlements.rules";

import { bookmakerName, oddsSourceLabel, type OddsSource } from "./odds-sources.rules";

import type { toTodayItem } from "./predictions.dto";

// Tips are derived from today's predictions (today's and tomorrow's kick-offs) with the original product's
// fields (title, description, lowercased sport, tags, fixed analysis, 'active', lastUpdated); the timeframe
// is the kick-off's day relative to `today`, not a fixed 'Today', and the bookmaker names the books the
// pick's odds were made from (odds-sources.ts), so a demo pick says it was priced by demo bookmakers,
// not the original's fixed 'Multiple'. Pure: no I/O.

export type TodayItem = ReturnType<typeof toTodayItem>;

export interface Tip {
  id: string;
  /** A pick this viewer may not see (entitlements): pick, confidence, odds, edge and EV are null. */
  locked: boolean;
  title: string;
  description: string;
  homeTeam: string;
  awayTeam: string;
  market: string;
  pick: string | null;
  /** 0–100. */
  confidence: number | null;
  /** American odds as published (+150 / -120). */
  odds: number | null;
  /** The price in decimal (the best at publication), as every format is written from it, and the fair price 1/p. */
  decimalOdds: number | null;
  fairOdds: number | null;
  /** The EV in percent of the stake; null when no market price existed. */
  edge: number | null;
  /** Per unit staked (0.05 = +5 %); null when no market price existed. */
  expectedValue: number | null;
  /** A value pick, a pick or a forecast (display.rules pickKind); null when locked. */
  kind: PickKind | null;
  /** What the probability is made of (display.rules probabilityBasis); null when locked. */
  basis: ProbabilityBasis | null;
  sport: string;
  league: string;
  category: string | null;
  tags: string[];
  analysis: string;
  /** The kick-off's UTC day relative to the day the tips were read ('Today', 'Tomorrow'); null for another day. */
  timeframe: KickoffDayLabel | null;
  status: "active";
  /** Where the odds came from: 'Best price: Demo Sharp', 'Average of 7 demo bookmakers' (older picks), 'Set by our
   * analysts'. */
  bookmaker: string;
  isPremium: boolean;
  matchDate: string;
  lastUpdated: string;
}

export const TIP_ANALYSIS =
  "Each tip's probability is the fair one: the bookmakers' prices with their margin removed, pooled with the model " +
  "only where the model's backtest beat them. A tip is a bet only where the best price beats that fair line; " +
  "otherwise it is a forecast. Every tip is locked before kick-off and graded at the close, and counts on the " +
  "track record whatever the result.";

/**
 * The bookmaker line of a tip: a manual pick's odds are the analyst's; a model pick's odds are the best price
 * at publication, named by its bookmaker; picks stored before the price was taken from one bookmaker name the
 * books their odds were made from. A withheld tip carries no bookmaker of its own (the best price's bookmaker
 * depends on the pick), so it names the books that priced the market.
 */
function tipBookmaker(
  item: Pick<TodayItem, "source"> & { bookmaker?: string | null },
  sources: readonly OddsSource[],
): string {
  if (item.source === "Manual") return oddsSourceLabel([]);
  if (item.bookmaker) return `Best price: ${bookmakerName({ provider: "", bookmaker: item.bookmaker })}`;
  return oddsSourceLabel(sources);
}

/**
 * A tip's tags. The original product tagged every tip 'AI'; the model tag now appears only where the model
 * shaped the probability (display.rules modelShaped), which a locked tip does not say, and a pick entered by
 * hand says so.
 */
function tipTags(source: string, basis: ProbabilityBasis | null): string[] {
  return [...(basis && modelShaped(basis) ? [MODEL_BADGE.label] : []), ...(source === "Manual" ? ["Analyst"] : [])];
}

/**
 * What a tip says of its match whether its pick is shown or withheld: sport, league, tags, day label, the
 * bookmaker line, and when it was last set. The fields end every tip, in this order.
 */
function tipSetting(
  item: Withheld<TodayItem> | TodayItem,
  today: string,
  sources: readonly OddsSource[],
  basis: ProbabilityBasis | null,
) {
  return {
    sport: item.sport.toLowerCase(),
    league: item.league,
    category: item.category,
    tags: tipTags(item.source, basis),
    analysis: TIP_ANALYSIS,
    timeframe: kickoffDayLabel(item.match_date, today),
    status: "active" as const,
    bookmaker: tipBookmaker(item, sources),
    isPremium: item.is_premium,
    matchDate: item.match_date,
    // A tip changes only when its prediction does; the prediction's creation time is when it was last set.
    lastUpdated: item.created_at,
  };
}

/** `today` is the UTC day ('YYYY-MM-DD') the day labels are judged against. */
export function deriveTip(item: TodayItem, today: string, sources: readonly OddsSource[] = []): Tip {
  const display = tipDisplay({
    confidence: item.confidence,
    decimalOdds: item.decimal_odds,
    expectedValue: item.expected_value,
    isValue: item.is_value,
    fairProbability: item.fair_probability,
    fairBasis: item.fair_basis,
    consensusBookmakers: item.consensus_bookmakers,
    modelProbability: item.model_probability,
    source: item.source === "Manual" ? "MANUAL" : "MODEL",
  });
  return {
    id: item.id,
    locked: false,
    title: `${item.home_team} vs ${item.away_team} - ${item.market}`,
    description: tipDescription(item.pick, item.confidence, item.expected_value, display.kind),
    homeTeam: item.home_team,
    awayTeam: item.away_team,
    market: item.market,
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    decimalOdds: display.decimalOdds,
    fairOdds: display.fairOdds,
    edge: item.edge,
    expectedValue: item.expected_value,
    kind: display.kind,
    basis: display.basis,
    ...tipSetting(item, today, sources, display.basis),
  };
}

/** A tip whose pick is withheld from this viewer: the match, market and kick-off only. */
function deriveLockedTip(item: Withheld<TodayItem>, today: string, sources: readonly OddsSource[] = []): Tip {
  return {
    id: item.id,
    locked: true,
    title: `${item.home_team} vs ${item.away_team} - ${item.market}`,
    description: lockedTipDescription(item.is_premium),
    homeTeam: item.home_team,
    awayTeam: item.away_team,
    market: item.market,
    pick: null,
    confidence: null,
    odds: null,
    decimalOdds: null,
    fairOdds: null,
    edge: null,
    expectedValue: null,
    kind: null,
    basis: null,
    ...tipSetting(item, today, sources, null),
  };
}

/** `sources`: the odds sources of each prediction by id (lib/predictions/odds-sources.rules.ts). */
export function deriveTips(
  items: readonly (TodayItem | (Withheld<TodayItem> & { withheld: true }))[],
  today: string,
  sources: ReadonlyMap<string, readonly OddsSource[]> = new Map(),
): Tip[] {
  return items.map((item) => {
    const own = sources.get(item.id) ?? [];
    return "withheld" in item && item.withheld === true
      ? deriveLockedTip(item, today, own)
      : deriveTip(item as TodayItem, today, own);
  });
}
