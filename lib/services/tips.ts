import "server-only";

import { formatExpectedValue } from "@/lib/browse/format";

import type { Withheld } from "@/lib/entitlements/rules";

import type { toTodayItem } from "./predictions-dto";

// Tips are derived from today's predictions exactly as the public spec §3 describes (title, description,
// lowercased sport, tags, fixed analysis, 'Today', 'active', 'Multiple', lastUpdated). Pure: no I/O.

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
  timeframe: "Today";
  status: "active";
  bookmaker: "Multiple";
  isPremium: boolean;
  matchDate: string;
  lastUpdated: string;
}

export const TIP_ANALYSIS =
  "Our model rates this pick from team ratings, recent form and home advantage, then compares its probability with the bookmakers' price once their margin is removed. The pick is published and locked before kick-off and counts on the track record whatever the result.";

export function deriveTip(item: TodayItem): Tip {
  const confidence = Math.round(item.confidence);
  // The spec's tags are ['AI', source lowercased]; a model pick's source is 'AI' itself, so the
  // duplicate is dropped (['AI'] rather than ['AI', 'ai']).
  const tags = ["AI", item.source.toLowerCase()].filter((tag, index, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index);
  return {
    id: item.id,
    locked: false,
    title: `${item.home_team} vs ${item.away_team} - ${item.market}`,
    description: `${item.pick} at ${confidence}% confidence with an expected value of ${formatExpectedValue(item.expected_value)} per unit staked.`,
    homeTeam: item.home_team,
    awayTeam: item.away_team,
    market: item.market,
    pick: item.pick,
    confidence: item.confidence,
    odds: item.odds,
    edge: item.edge,
    expectedValue: item.expected_value,
    sport: item.sport.toLowerCase(),
    league: item.league,
    category: item.category,
    tags,
    analysis: TIP_ANALYSIS,
    timeframe: "Today",
    status: "active",
    bookmaker: "Multiple",
    isPremium: item.is_premium,
    matchDate: item.match_date,
    // A tip changes only when its prediction does; the prediction's creation time is when it was last set.
    lastUpdated: item.created_at,
  };
}

/** A tip whose pick is withheld from this viewer: the match, market and kick-off only. */
export function deriveLockedTip(item: Withheld<TodayItem>): Tip {
  return {
    id: item.id,
    locked: true,
    title: `${item.home_team} vs ${item.away_team} - ${item.market}`,
    description: item.is_premium ? "A premium pick: the selection, odds and edge are for Premium members." : "Today's free picks are used up: members see this pick.",
    homeTeam: item.home_team,
    awayTeam: item.away_team,
    market: item.market,
    pick: null,
    confidence: null,
    odds: null,
    edge: null,
    expectedValue: null,
    sport: item.sport.toLowerCase(),
    league: item.league,
    category: item.category,
    tags: ["AI", item.source.toLowerCase()].filter((tag, index, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index),
    analysis: TIP_ANALYSIS,
    timeframe: "Today",
    status: "active",
    bookmaker: "Multiple",
    isPremium: item.is_premium,
    matchDate: item.match_date,
    lastUpdated: item.created_at,
  };
}

export function deriveTips(items: readonly (TodayItem | (Withheld<TodayItem> & { withheld: true }))[]): Tip[] {
  return items.map((item) => ("withheld" in item && item.withheld === true ? deriveLockedTip(item) : deriveTip(item as TodayItem)));
}
