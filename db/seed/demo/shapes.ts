// The demo world's shapes and fixed figures (generate.ts builds them; sport-models.ts prices them).
import type { DemoSportKind } from "./teams";

export const DEMO_PROVIDER = "demo";
/** Days of results before `now`, and days of fixtures after it. */
export const DEMO_PAST_DAYS = 120;
/** Fewest days of a league's season the past window holds (pastWindowStart). */
export const DEMO_MIN_SEASON_DAYS = 90;
export const DEMO_FUTURE_DAYS = 7;

export interface DemoBookmaker {
  /** odds_snapshots.bookmaker. */
  key: string;
  /** Overround: implied probabilities sum to 1 + margin. */
  margin: number;
  /** Multiplies a book's own error (generate.ts, noiseAt): below 1 a sharp book, above 1 a soft one. */
  noise: number;
}

/**
 * The demo world's bookmakers, fictional and named as such: margins from an exchange-like 2.5 % to a soft
 * 8 %, sharper books erring less, so the consensus, the best price and line movement differ from any one book.
 * A book's error grows with its margin (noise roughly ∝ margin + 2 points), so a soft book's price beats the
 * consensus by the value threshold about as often as a sharp one's: value is spread across the books instead
 * of always sitting at the cheapest one.
 */
export const DEMO_BOOKMAKERS: readonly DemoBookmaker[] = [
  { key: "demo-exchange", margin: 0.025, noise: 0.62 },
  { key: "demo-sharp", margin: 0.03, noise: 0.68 },
  { key: "demo-northbet", margin: 0.045, noise: 0.93 },
  { key: "demo-eurobook", margin: 0.05, noise: 1 },
  { key: "demo-lines", margin: 0.055, noise: 1.08 },
  { key: "demo-parlay", margin: 0.065, noise: 1.25 },
  { key: "demo-corner-shop", margin: 0.08, noise: 1.5 },
];
export const DEFAULT_DEMO_SEED = 20_250_901;

export interface DemoTeam {
  externalId: string;
  leagueId: string;
  sportId: string;
  kind: DemoSportKind;
  name: string;
  shortName: string;
  abbreviation: string;
  country: string;
  /** Hidden strength, about −1 (weakest) to +1 (strongest). */
  strength: number;
}

export interface DemoFixture {
  externalId: string;
  leagueId: string;
  sportId: string;
  kind: DemoSportKind;
  home: DemoTeam;
  away: DemoTeam;
  kickoffAt: Date;
}

type DemoMatchStatus = "UPCOMING" | "LIVE" | "COMPLETED" | "POSTPONED";

export interface DemoMatch extends DemoFixture {
  status: DemoMatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  statusDetail: string | null;
  season: string;
  resultRecordedAt: Date | null;
  /** The model's true outcome probabilities (draw only for football), from which prices are made. */
  probabilities: OutcomeProbabilities;
}

export interface OutcomeProbabilities {
  home: number;
  draw?: number;
  away: number;
}

export interface DemoOdds {
  matchExternalId: string;
  /** DemoBookmaker.key. */
  bookmaker: string;
  selection: "home" | "draw" | "away";
  price: number;
  capturedAt: Date;
  isClosing: boolean;
}

export interface DemoWorld {
  teams: DemoTeam[];
  matches: DemoMatch[];
  odds: DemoOdds[];
}
