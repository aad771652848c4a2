// What a prediction card shows (sport, league, teams, date, market, pick, probability and what it is made
// of, the price taken, EV, what the pick is, premium flag), cut from the API's prediction DTO. Client-safe: the live
// list maps API responses with it, and the server maps its cached first paint with it, so both render the same card. A
// withheld card (lib/predictions/entitlements.rules.ts) carries no pick, odds, confidence or edge at all.
import type { WithheldReason } from "@/lib/predictions/entitlements.rules";
import { pickProbability } from "@/lib/format/predictions.rules";
import {
  pickKind,
  probabilityBasis,
  type PickKind,
  type ProbabilityBasis,
} from "@/lib/format/prediction-display.rules";
import { bookmakerName } from "@/lib/predictions/odds-sources.rules";

import type { DateWindow, WindowCounts } from "./live-filters.rules";

/** What every card shows, withheld or not: the match, the market and where the pick stands. */
interface PredictionCardBase {
  id: string;
  sport: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** ISO instant of kick-off. */
  matchDate: string;
  market: string;
  isPremium: boolean;
  /** MODEL ('AI') or MANUAL. */
  source: string;
  /** PENDING, WIN, LOSS or VOID. */
  status: string;
}

export interface FullPredictionCardData extends PredictionCardBase {
  withheld?: false;
  pick: string;
  /** 0-100. */
  confidence: number;
  /** Fair probability 0..1 (model probability on older rows, confidence on manual ones): the fair odds are 1/p. */
  probability: number;
  /** What the probability is made of (display.rules probabilityBasis). */
  basis: ProbabilityBasis;
  /** Decimal price taken (the best on offer at publication) and the bookmaker offering it (null when not stored). */
  price: number;
  bookmaker: string | null;
  /** Expected value per unit staked at the taken price; null when unknown. */
  expectedValue: number | null;
  /** A value pick, a pick, or a forecast that is not a bet (display.rules pickKind). */
  kind: PickKind;
}

/** A pick the viewer's plan does not include: the server sent no pick, odds, probability, its basis or EV. */
interface WithheldPredictionCardData extends PredictionCardBase {
  withheld: true;
  reason: WithheldReason;
}

export type PredictionCardData = FullPredictionCardData | WithheldPredictionCardData;

/** The fields of a full prediction DTO (lib/predictions/predictions.dto.ts) a card is cut from. */
interface FullCardSource extends PredictionCardBase {
  withheld?: false;
  pick: string;
  confidence: number;
  decimalOdds: number;
  fairProbability?: number | null;
  fairBasis?: string | null;
  consensusBookmakers?: number | null;
  modelProbability?: number | null;
  bookmaker?: string | null;
  expectedValue?: number | null;
  isValue?: boolean;
}

/** The API's prediction DTO as the entitlements service shaped it (lib/predictions/predictions.dto.ts). */
export type PredictionCardSource =
  (FullCardSource & Record<string, unknown>) | (WithheldPredictionCardData & Record<string, unknown>);

export function toCardData(prediction: PredictionCardSource): PredictionCardData {
  const base: PredictionCardBase = {
    id: prediction.id,
    sport: prediction.sport,
    league: prediction.league,
    homeTeam: prediction.homeTeam,
    awayTeam: prediction.awayTeam,
    matchDate: prediction.matchDate,
    market: prediction.market,
    isPremium: prediction.isPremium,
    source: prediction.source,
    status: prediction.status,
  };
  if (prediction.withheld === true) return { ...base, withheld: true, reason: prediction.reason };
  const full = prediction;
  return {
    ...base,
    pick: full.pick,
    confidence: full.confidence,
    probability: pickProbability(full),
    basis: probabilityBasis(full),
    price: full.decimalOdds,
    bookmaker: full.bookmaker ? bookmakerName({ provider: "", bookmaker: full.bookmaker }) : null,
    expectedValue: full.expectedValue ?? null,
    kind: pickKind(full),
  };
}

/** Display names of sports, leagues and categories by id (ids stay readable when a name is missing). */
export interface ReferenceLabels {
  sports: Record<string, string>;
  leagues: Record<string, string>;
  categories: Record<string, string>;
  /** Sports of the table with no published pick at all: the sport selector says "no picks yet" beside them. */
  emptySports?: readonly string[];
}

/**
 * The summary cards of /predictions, for the list's filters and date tab: the tab's picks, their average
 * confidence and 75 %+ count (over the picks the viewer may read), the win rate of the last 30 days and
 * of all time (WIN over WIN + LOSS, with the number settled) under the same filters.
 */
export interface LiveSummary {
  /** The tab counted, its range, and the zone whose days it is (the viewer's; UTC on the prerendered page). */
  window: { name: DateWindow; start: string; end: string; timeZone: string };
  picks: number;
  averageConfidence: number | null;
  highConfidence: number;
  winRate: { percent: number | null; settled: number; days: number };
  accuracy: { percent: number | null; settled: number };
}

/** One page of the live list as the server paints it first. */
export interface LiveListPage {
  /** apiQueryKey of the GET /api/predictions query this page answers. */
  queryKey: string;
  /** The date window it lists (the default one: the first with picks). */
  date: DateWindow;
  /** Picks per date tab for the same filters. */
  counts: WindowCounts;
  /** The summary cards of the same filters and tab. */
  summary: LiveSummary;
  items: PredictionCardData[];
  /**
   * Picks in the whole window, and the page of LIVE_LIST_LIMIT shown (1-based) out of `pages`. Both are
   * null when the window holds more picks than the API counts; `totalAbove` is then that count.
   */
  total: number | null;
  totalAbove?: number;
  page: number;
  pages: number | null;
  /** ISO instant the list was read. */
  loadedAt: string;
}
