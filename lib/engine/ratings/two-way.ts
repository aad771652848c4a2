// Rating models for two-way sports (basketball, American football, baseball, hockey; tennis and esports in
// win-only mode).
//
// Margin mode (team sports):
//  - Margin-of-victory Elo (FiveThirtyEight, Silver 2015): K·M·(S − E) with the MOV multiplier
//    M = (|MOV| + 3)^0.8 / (7.5 + 0.006·winnerEloDiff) (./elo.ts), home advantage in Elo points, and
//    regression of every rating a share towards the mean at each new season (season label change, or a
//    gap without games longer than `seasonGapDays`).
//  - Expected margin μ = β·EloDiff, with β (points per Elo point) fitted online by weighted least squares
//    of past margins on pre-game Elo differences.
//  - When past matches carry the bookmaker's closing spread (MatchRecord.closingLines), market-implied
//    ratings: a time-decayed ridge regression of −spread on r_home − r_away + h (only past matches; never the
//    forecast match's own line), blended into μ with weight `market.weight`.
//  - Rest: a side playing the day after a game (back-to-back) loses `rest` points, learned online.
//  - Margin ~ Normal(μ, σ²) discretised to whole points (no ties where the sport has none), with σ the
//    exponentially weighted RMS of the model's own past pre-game errors: the distribution is calibrated on
//    history, per sport. Moneyline, spread (push on whole lines) and total come from it.
//  - Totals: exponentially weighted team offence/defence points (relative to the league average), blended
//    with market-implied totals from past closing totals when present; Normal(total, σ_T²) with σ_T fitted
//    online the same way.
// Win-only mode (tennis, esports): plain Elo on results with FiveThirtyEight's decaying K for players,
// moneyline only, and no forecast unless both sides have `minTeamGames` matches of history.
import { discretisedNormal } from "../probability";
import { twoWaySelections } from "../markets";
import type {
  Factor,
  FittedModel,
  Fixture,
  MarketLines,
  MatchForecast,
  MatchRecord,
  OnlineModel,
  OnlineSportModel,
} from "../types";
import { dayNumber, fitOnline } from "../walk-forward";
import { eloExpected } from "./elo";
import { LeagueTwoWay } from "./two-way-league";
import { TWO_WAY_DEFAULTS, type TwoWayParams } from "./two-way-params";

export { type TwoWayParams } from "./two-way-params";

class TwoWayOnline implements OnlineModel {
  private readonly leagues = new Map<string, LeagueTwoWay>();

  constructor(
    private readonly key: string,
    private readonly version: string,
    private readonly P: TwoWayParams,
  ) {}

  private league(id: string): LeagueTwoWay {
    let l = this.leagues.get(id);
    if (!l) {
      l = new LeagueTwoWay(this.P);
      this.leagues.set(id, l);
    }
    return l;
  }

  observe(matches: readonly MatchRecord[]): void {
    // All of a day's games are predicted from the state before the day, then learned.
    const byLeague = new Map<string, MatchRecord[]>();
    for (const m of matches) {
      const list = byLeague.get(m.league) ?? [];
      list.push(m);
      byLeague.set(m.league, list);
    }
    for (const [id, list] of byLeague) this.league(id).observeDay(list, dayNumber(list[0]!.date));
  }

  snapshot(asOf: Date): FittedModel {
    const day = dayNumber(asOf);
    return { forecast: (fixture, lines) => this.forecast(fixture, day, lines) };
  }

  private forecast(fixture: Fixture, day: number, lines?: MarketLines): MatchForecast | null {
    const l = this.leagues.get(fixture.league);
    if (!l) return null;
    const h = l.teams.get(fixture.homeTeam);
    const a = l.teams.get(fixture.awayTeam);
    const P = this.P;
    const gamesOf = (t: number | undefined) => (t === undefined ? 0 : l.games[t]!);
    if (gamesOf(h) < P.minTeamGames || gamesOf(a) < P.minTeamGames) return null;
    if (P.mode === "win") {
      if (h === undefined || a === undefined) return null;
      const rh = l.ratingAt(h, day, fixture.season);
      const ra = l.ratingAt(a, day, fixture.season);
      const p = eloExpected(rh - ra);
      return {
        fixtureId: fixture.id,
        modelKey: this.key,
        modelVersion: this.version,
        selections: [
          { market: "moneyline", selection: "home", probability: p },
          { market: "moneyline", selection: "away", probability: 1 - p },
        ],
        factors: [
          { key: "home_rating", label: `${fixture.homeTeam} Elo rating`, value: Math.round(rh) },
          { key: "away_rating", label: `${fixture.awayTeam} Elo rating`, value: Math.round(ra) },
          { key: "history", label: "Matches of history (fewest side)", value: Math.min(gamesOf(h), gamesOf(a)) },
        ],
      };
    }
    if (l.count < 50) return null;
    const hi = h ?? l.index(fixture.homeTeam);
    const ai = a ?? l.index(fixture.awayTeam);
    const neutral = fixture.neutral === true;
    const pred = l.predict(hi, ai, day, fixture.season, neutral);
    const sd = l.marginSd;
    const margin = discretisedNormal(pred.mu, sd, !P.ties);
    const total = pred.total !== null ? discretisedNormal(pred.total, l.totalSd, false) : null;
    const selections = twoWaySelections(margin, total, {
      spreadLines: lines?.spread !== undefined ? [lines.spread] : undefined,
      totalLines: lines?.total !== undefined ? [lines.total] : undefined,
    });
    const rh = l.ratingAt(hi, day, fixture.season);
    const ra = l.ratingAt(ai, day, fixture.season);
    const factors: Factor[] = [
      {
        key: "home_rating",
        label: "Home Elo rating",
        value: Math.round(rh),
        detail: `${fixture.homeTeam} margin-of-victory Elo ${Math.round(rh)}`,
      },
      {
        key: "away_rating",
        label: "Away Elo rating",
        value: Math.round(ra),
        detail: `${fixture.awayTeam} margin-of-victory Elo ${Math.round(ra)}`,
      },
      {
        key: "home_advantage",
        label: "Home advantage",
        value: neutral ? 0 : P.homeAdvantage,
        detail: neutral ? "Neutral venue" : `${P.homeAdvantage} Elo points for playing at home`,
      },
      {
        key: "expected_margin",
        label: "Expected margin (home)",
        value: round(pred.mu, 2),
        detail: `Home expected to win by ${pred.mu.toFixed(1)} (sd ${sd.toFixed(1)})`,
      },
    ];
    if (pred.muMarket !== null) {
      factors.push({
        key: "market_ratings",
        label: "Market-implied margin",
        value: round(pred.muMarket, 2),
        detail: "From the closing spreads of past games (time-weighted), never this game's own line",
      });
    }
    if (pred.restDiff !== 0) {
      factors.push({
        key: "rest",
        label: "Back-to-back",
        value: round(l.restPoints * pred.restDiff, 2),
        detail: pred.restDiff > 0 ? `${fixture.awayTeam} played yesterday` : `${fixture.homeTeam} played yesterday`,
      });
    }
    if (pred.total !== null) {
      factors.push({
        key: "expected_total",
        label: "Expected total",
        value: round(pred.total, 1),
        detail: `Expected total ${pred.total.toFixed(1)} (sd ${l.totalSd.toFixed(1)})`,
      });
    }
    return {
      fixtureId: fixture.id,
      modelKey: this.key,
      modelVersion: this.version,
      selections,
      factors,
      expectedHome: pred.total !== null ? (pred.total + pred.mu) / 2 : undefined,
      expectedAway: pred.total !== null ? (pred.total - pred.mu) / 2 : undefined,
    };
  }
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export interface TwoWayModelSpec {
  key: string;
  version: string;
  sport: string;
  params?: Partial<TwoWayParams>;
}

export function createTwoWayModel(spec: TwoWayModelSpec): OnlineSportModel {
  const P: TwoWayParams = { ...TWO_WAY_DEFAULTS, ...spec.params };
  return {
    key: spec.key,
    version: spec.version,
    sport: spec.sport,
    online: () => new TwoWayOnline(spec.key, spec.version, P),
    fit(history: readonly MatchRecord[], asOf: Date) {
      return fitOnline(new TwoWayOnline(spec.key, spec.version, P), history, asOf);
    },
  };
}
