import "server-only";

import { kickoffDayLabel, type KickoffDayLabel } from "@/lib/time/days";
import { lockedTipDescription, tipDescription } from "@/lib/predictions/tip-lock.rules";

import type { Withheld } from "@/lib/subscriptions/entitlements.rules";

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
  /** Model minus no-vig market probability, in points; null when no market price existed. */
  edge: number | null;
  /** Per unit staked (0.05 = +5 %); null when no market price existed. */
  expectedValue: number | null;
  sport: string;
  league: string;
  category: string | null;
  tags: string[];
  analysis: string;
  /** The kick-off's UTC day relative to the day the tips were read ('Today', 'Tomorrow'); null for another day. */
  timeframe: KickoffDayLabel | null;
  status: "active";
  /** Where the odds came from: 'Best price: Demo Sharp', 'Average of 7 demo bookmakers' (older picks), 'Set by our analysts'. */
  bookmaker: string;
  isPremium: boolean;
  matchDate: string;
  lastUpdated: string;
}

export const TIP_ANALYSIS =
  "Our model rates this pick from team ratings, recent form and home advantage, then compares its probability with the bookmakers' price once their margin is removed. The pick is published and locked before kick-off and counts on the track record whatever the result.";

/**
 * The bookmaker line of a tip: a manual pick's odds are the analyst's; a model pick's odds are the best price
 * at publication, named by its bookmaker; picks stored before the price was taken from one bookmaker name the
 * books their odds were made from. A withheld tip carries no bookmaker of its own (the best price's bookmaker
 * depends on the pick), so it names the books that priced the market.
 */
function tipBookmaker(item: Pick<TodayItem, "source"> & { bookmaker?: string | null }, sources: readonly OddsSource[]): string {
  if (item.source === "Manual") return oddsSourceLabel([]);
  if (item.bookmaker) return `Best price: ${bookmakerName({ provider: "", bookmaker: item.bookmaker })}`;
  return oddsSourceLabel(sources);
}

/**
 * What a tip says of its match whether its pick is shown or withheld: sport, league, tags, day label, the
 * bookmaker line, and when it was last set. The fields end every tip, in this order.
 */
function tipSetting(item: Withheld<TodayItem> | TodayItem, today: string, sources: readonly OddsSource[]) {
  return {
    sport: item.sport.toLowerCase(),
    league: item.league,
    category: item.category,
    // The original tags were ['AI', source lowercased]; a model pick's source is 'AI' itself, so the
    // duplicate is dropped (['AI'] rather than ['AI', 'ai']).
    tags: ["AI", item.source.toLowerCase()].filter((tag, index, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index),
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
  const confidence = Math.round(item.confidence);
  return {
    id: item.id,
    locked: false,
    title: `${item.home_team} vs ${item.away_team} - ${item.market}`,
    description: tipDescription(item.pick, confidence, item.expected_value),
    homeTeam: item.home_team,
    awayTeam: item.away_team,
    market: item.market,
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    edge: item.edge,
    expectedValue: item.expected_value,
    ...tipSetting(item, today, sources),
  };
}

/** A tip whose pick is withheld from this viewer: the match, market and kick-off only. */
export function deriveLockedTip(item: Withheld<TodayItem>, today: string, sources: readonly OddsSource[] = []): Tip {
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
    edge: null,
    expectedValue: null,
    ...tipSetting(item, today, sources),
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
    return "withheld" in item && item.withheld === true ? deriveLockedTip(item, today, own) : deriveTip(item as TodayItem, today, own);
  });
}
