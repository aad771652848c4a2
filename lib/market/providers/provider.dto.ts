// Normalised shapes the provider clients produce (ESPN site API, The Odds API v4). Whatever a provider
// calls things, the ingest services only ever see these: UTC instants, our match statuses, decimal prices,
// home/away decided by the provider's own home/away marker (never array order).
import type { MatchStatus, OddsMarket, OddsSelection } from "@/db/schema";

type ProviderId = "espn" | "odds-api";

/** A team as one provider names it. */
export interface ProviderTeam {
  /** The provider's team id (ESPN team id); null when the provider has none (The Odds API names only). */
  externalId: string | null;
  /** Full display name, e.g. 'Manchester United', 'Golden State Warriors'. */
  name: string;
  shortName: string | null;
  abbreviation: string | null;
  logoUrl: string | null;
}

/** One price. Decimal odds, always > 1. */
export interface ProviderOdds {
  /** Bookmaker key, lower-case kebab: 'draftkings', 'espn-bet', 'pinnacle'. */
  bookmaker: string;
  market: OddsMarket;
  selection: OddsSelection;
  price: number;
  /** Spread from the selection's own side (signed) or the total line; null for h2h. */
  point: number | null;
  /** When the provider says the price was current; null = the moment the payload was fetched. */
  capturedAt: Date | null;
  /** The last price before kick-off (ESPN's `close` block, football-data's Pinnacle closing odds). */
  isClosing: boolean;
}

/** A fixture or result as one provider reports it. */
export interface ProviderMatch {
  provider: ProviderId;
  externalId: string;
  /** Kick-off instant (UTC). */
  kickoffAt: Date;
  status: MatchStatus;
  /** The provider's short status text ('FT', "45'", 'Final/OT', 'Postponed'); null while UPCOMING. */
  statusDetail: string | null;
  /** The provider's own status code, e.g. 'STATUS_POSTPONED' (kept for logs and tests). */
  providerStatus: string | null;
  home: ProviderTeam;
  away: ProviderTeam;
  /** Running score while LIVE, final score when COMPLETED; null otherwise (ESPN sends "0" before kick-off). */
  homeScore: number | null;
  awayScore: number | null;
  /** Season label: '2025-26' for seasons across two years, '2025' otherwise. */
  season: string | null;
  round: string | null;
  venue: string | null;
  isNeutral: boolean;
  odds: ProviderOdds[];
}

/** A problem with one item of a payload; the rest of the payload is still processed. */
export interface ProviderItemError {
  /** The item's id when it could be read. */
  externalId: string | null;
  message: string;
}

export interface ParsedPayload<T> {
  items: T[];
  errors: ProviderItemError[];
}

/** The Odds API credit counters sent with every metered response (x-requests-*). Null when absent. */
export interface OddsApiQuota {
  remaining: number | null;
  used: number | null;
  last: number | null;
}

/** An event of The Odds API /odds or /scores, before it is matched to one of our matches. */
export interface OddsApiEvent {
  externalId: string;
  sportKey: string;
  kickoffAt: Date;
  homeTeam: string;
  awayTeam: string;
  /** Prices from /odds (empty for /scores). */
  odds: ProviderOdds[];
  /** /scores only: true once final. */
  completed: boolean;
  /** /scores only: null before the start. */
  homeScore: number | null;
  awayScore: number | null;
  lastUpdate: Date | null;
}

export interface OddsApiSport {
  key: string;
  group: string;
  title: string;
  description: string;
  active: boolean;
  hasOutrights: boolean;
}
