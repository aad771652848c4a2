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
import { eloExpected, movMultiplierFor, type MovFormula } from "./elo";
import { pairwiseRidge } from "./linear";

export interface TwoWayParams {
  mode: "margin" | "win";
  k: number;
  /** Home advantage in Elo points. */
  homeAdvantage: number;
  /** Share of the distance to the mean removed at each new season. */
  seasonRegression: number;
  seasonGapDays: number;
  /** Use the margin-of-victory multiplier (margin mode), and which sport's formula. */
  mov: boolean;
  movFormula: MovFormula;
  /** Win-only mode: K = kBase / (games + kOffset)^kShape (FiveThirtyEight tennis); 0 kShape = constant k. */
  kShape: number;
  kOffset: number;
  /** Sides need this many past games before any forecast. */
  minTeamGames: number;
  /** Games can end level (a tie returns the moneyline stake). */
  ties: boolean;
  /** Initial points per Elo point and margin/total standard deviations (replaced by online estimates). */
  pointsPerElo: number;
  marginSd: number;
  totalSd: number;
  /** Memory of the online calibration sums, per game (0.999 ≈ the last 1000 games). */
  calibrationDecay: number;
  /** Exponential memory of team offence/defence points, per team game. */
  pointsDecay: number;
  /**
   * Market-implied ratings from past closing spreads: weight, time decay ξ per day, ridge, window, and games a
   * team needs in it. `carry` > 0: an earlier season enters as a whole, weight carry · e^(−ξ · days into the
   * current season) · e^(−prevXi · days before its end) — its last weeks (tanking, resting) do not dominate.
   */
  market: { weight: number; xi: number; ridge: number; maxAgeDays: number; minGames: number; carry?: number; prevXi?: number };
  totalsMarket: { weight: number; xi: number; ridge: number };
  /** Learn the back-to-back effect (points). */
  restEffect: boolean;
}

export const TWO_WAY_DEFAULTS: TwoWayParams = {
  mode: "margin",
  k: 20,
  homeAdvantage: 70,
  seasonRegression: 0.25,
  seasonGapDays: 60,
  mov: true,
  movFormula: "nba",
  kShape: 0,
  kOffset: 5,
  minTeamGames: 0,
  ties: false,
  pointsPerElo: 1 / 28,
  marginSd: 12,
  totalSd: 18,
  calibrationDecay: 0.999,
  pointsDecay: 0.95,
  market: { weight: 1, xi: 0.05, ridge: 1, maxAgeDays: 400, minGames: 3 },
  totalsMarket: { weight: 1, xi: 0.05, ridge: 1 },
  restEffect: true,
};

const ELO_MEAN = 1505;

interface GamePrediction {
  mu: number;
  muNoRest: number;
  restDiff: number;
  eloDiff: number;
  muElo: number;
  muMarket: number | null;
  total: number | null;
  totalEw: number | null;
  totalMarket: number | null;
}

class LeagueTwoWay {
  readonly teams = new Map<string, number>();
  readonly names: string[] = [];
  readonly elo: number[] = [];
  readonly games: number[] = [];
  readonly lastSeason: (string | undefined)[] = [];
  readonly lastDay: number[] = [];
  readonly off: number[] = [];
  readonly def: number[] = [];
  // history (for the market-implied fits)
  readonly day: number[] = [];
  readonly home: number[] = [];
  readonly away: number[] = [];
  readonly neutral: boolean[] = [];
  readonly spreadY: number[] = [];
  readonly totalLine: number[] = [];
  readonly seasonOf: number[] = [];
  readonly seasonFirst: number[] = [];
  readonly seasonLast: number[] = [];
  private seasonLabel: string | undefined;
  private seasonCount = 0;
  // online calibration sums
  sdd = 0;
  sdm = 0;
  sr2 = 0;
  sw = 0;
  st2 = 0;
  stw = 0;
  srr = 0;
  srd = 0;
  avgPts = Number.NaN;
  count = 0;
  private cache: { key: string; spread: ReturnType<typeof pairwiseRidge>; totals: ReturnType<typeof pairwiseRidge>; spreadGames: Int32Array } | null =
    null;

  constructor(private readonly P: TwoWayParams) {}

  index(team: string): number {
    let i = this.teams.get(team);
    if (i === undefined) {
      i = this.names.length;
      this.teams.set(team, i);
      this.names.push(team);
      this.elo.push(ELO_MEAN);
      this.games.push(0);
      this.lastSeason.push(undefined);
      this.lastDay.push(-Infinity);
      this.off.push(0);
      this.def.push(0);
    }
    return i;
  }

  /** Elo of a team as of `day` in `season`, with the new-season regression applied when it is due. */
  ratingAt(t: number, day: number, season: string | undefined): number {
    const r = this.elo[t]!;
    const prev = this.lastSeason[t];
    const newSeason =
      season !== undefined && prev !== undefined ? season !== prev : this.lastDay[t]! > -Infinity && day - this.lastDay[t]! > this.P.seasonGapDays;
    return newSeason ? ELO_MEAN + (r - ELO_MEAN) * (1 - this.P.seasonRegression) : r;
  }

  get pointsPerElo(): number {
    return this.sdd > 1e3 ? this.sdm / this.sdd : this.P.pointsPerElo;
  }

  get marginSd(): number {
    return this.sw > 50 ? Math.sqrt(this.sr2 / this.sw) : this.P.marginSd;
  }

  get totalSd(): number {
    return this.stw > 50 ? Math.sqrt(this.st2 / this.stw) : this.P.totalSd;
  }

  get restPoints(): number {
    if (!this.P.restEffect || this.srr < 20) return 0;
    return this.srd / (this.srr + 20);
  }

  private fits(day: number) {
    let before = this.day.length;
    while (before > 0 && this.day[before - 1]! >= day) before--;
    const key = `${day}|${before}`;
    if (this.cache?.key === key) return this.cache;
    const n = this.names.length;
    const spreadObs: { home: number; away: number; y: number; w: number; neutral?: boolean }[] = [];
    const totalObs: { home: number; away: number; y: number; w: number }[] = [];
    const spreadGames = new Int32Array(n);
    const M = this.P.market;
    const carry = M.carry ?? 0;
    const current = this.seasonCount - 1;
    const inCurrent = current >= 0 && day - this.seasonLast[current]! <= this.P.seasonGapDays;
    const currentStart = inCurrent ? this.seasonFirst[current]! : day;
    for (let j = this.day.length - 1; j >= 0; j--) {
      const age = day - this.day[j]!;
      if (age > M.maxAgeDays) break;
      if (age <= 0) continue;
      const back = (inCurrent ? current : current + 1) - this.seasonOf[j]!;
      const weight = (xi: number) =>
        carry > 0 && back > 0
          ? Math.pow(carry, back) *
            Math.exp(-xi * (day - currentStart)) *
            Math.exp(-(M.prevXi ?? 0.005) * (this.seasonLast[this.seasonOf[j]!]! - this.day[j]!))
          : Math.exp(-xi * age);
      if (!Number.isNaN(this.spreadY[j]!)) {
        spreadObs.push({ home: this.home[j]!, away: this.away[j]!, y: this.spreadY[j]!, w: weight(M.xi), neutral: this.neutral[j] });
        spreadGames[this.home[j]!]!++;
        spreadGames[this.away[j]!]!++;
      }
      if (!Number.isNaN(this.totalLine[j]!)) {
        totalObs.push({ home: this.home[j]!, away: this.away[j]!, y: this.totalLine[j]!, w: weight(this.P.totalsMarket.xi) });
      }
    }
    const spread = M.weight > 0 && spreadObs.length > 0 ? pairwiseRidge(n, spreadObs, -1, M.ridge, 2, 1e-3) : null;
    let totals: ReturnType<typeof pairwiseRidge> = null;
    if (this.P.totalsMarket.weight > 0 && totalObs.length > 0) {
      // Centre the lines so the ridge shrinks towards the league's mean total.
      let sw = 0;
      let sy = 0;
      for (const o of totalObs) {
        sw += o.w;
        sy += o.w * o.y;
      }
      const mean = sy / sw;
      const fit = pairwiseRidge(n, totalObs.map((o) => ({ ...o, y: o.y - mean })), 1, this.P.totalsMarket.ridge);
      totals = fit ? { ratings: fit.ratings, extra: fit.extra + mean } : null;
    }
    this.cache = { key, spread, totals, spreadGames };
    return this.cache;
  }

  predict(h: number, a: number, day: number, season: string | undefined, neutral: boolean): GamePrediction {
    const P = this.P;
    const rh = this.ratingAt(h, day, season);
    const ra = this.ratingAt(a, day, season);
    const eloDiff = rh - ra + (neutral ? 0 : P.homeAdvantage);
    const muElo = this.pointsPerElo * eloDiff;
    let muMarket: number | null = null;
    let totalMarket: number | null = null;
    if (P.mode === "margin") {
      const f = this.fits(day);
      if (f.spread && f.spreadGames[h]! >= P.market.minGames && f.spreadGames[a]! >= P.market.minGames) {
        muMarket = f.spread.ratings[h]! - f.spread.ratings[a]! + (neutral ? 0 : f.spread.extra);
      }
      if (f.totals && f.spreadGames[h]! >= P.market.minGames && f.spreadGames[a]! >= P.market.minGames) {
        totalMarket = f.totals.extra + f.totals.ratings[h]! + f.totals.ratings[a]!;
      }
    }
    const muNoRest = muMarket === null ? muElo : P.market.weight * muMarket + (1 - P.market.weight) * muElo;
    const b2b = (t: number) => (day - this.lastDay[t]! === 1 ? 1 : 0);
    const restDiff = b2b(a) - b2b(h);
    const mu = muNoRest + this.restPoints * restDiff;
    let totalEw: number | null = null;
    if (!Number.isNaN(this.avgPts)) totalEw = 2 * this.avgPts + this.off[h]! + this.def[a]! + this.off[a]! + this.def[h]!;
    const total =
      totalMarket !== null && totalEw !== null
        ? P.totalsMarket.weight * totalMarket + (1 - P.totalsMarket.weight) * totalEw
        : (totalMarket ?? totalEw);
    return { mu, muNoRest, restDiff, eloDiff, muElo, muMarket, total, totalEw, totalMarket };
  }

  /** Learns one day's games: each is first predicted from the state before the day (calibration), then learned. */
  observeDay(list: readonly MatchRecord[], day: number): void {
    const preds = this.P.mode === "margin"
      ? list.map((m) => this.predict(this.index(m.homeTeam), this.index(m.awayTeam), day, m.season, m.neutral === true))
      : list.map(() => null);
    list.forEach((m, i) => this.learn(m, day, preds[i] ?? null));
  }

  private learn(m: MatchRecord, day: number, pred: GamePrediction | null): void {
    const P = this.P;
    const h = this.index(m.homeTeam);
    const a = this.index(m.awayTeam);
    const neutral = m.neutral === true;
    const margin = m.homeScore - m.awayScore;
    const total = m.homeScore + m.awayScore;
    if (P.mode === "margin" && pred) {
      const d = P.calibrationDecay;
      // Points per Elo point (through the origin) and margin/total error scales.
      this.sdd = d * this.sdd + pred.eloDiff * pred.eloDiff;
      this.sdm = d * this.sdm + pred.eloDiff * margin;
      const err = margin - pred.mu;
      this.sr2 = d * this.sr2 + err * err;
      this.sw = d * this.sw + 1;
      if (pred.total !== null) {
        const te = total - pred.total;
        this.st2 = d * this.st2 + te * te;
        this.stw = d * this.stw + 1;
      }
      if (pred.restDiff !== 0) {
        this.srd = d * this.srd + pred.restDiff * (margin - pred.muNoRest);
        this.srr = d * this.srr + 1;
      }
      // Offence/defence points relative to the league average.
      const pd = P.pointsDecay;
      if (Number.isNaN(this.avgPts)) this.avgPts = total / 2;
      const expHome = this.avgPts + this.off[h]! + this.def[a]!;
      const expAway = this.avgPts + this.off[a]! + this.def[h]!;
      this.off[h] = pd * this.off[h]! + (1 - pd) * (this.off[h]! + (m.homeScore - expHome));
      this.def[a] = pd * this.def[a]! + (1 - pd) * (this.def[a]! + (m.homeScore - expHome));
      this.off[a] = pd * this.off[a]! + (1 - pd) * (this.off[a]! + (m.awayScore - expAway));
      this.def[h] = pd * this.def[h]! + (1 - pd) * (this.def[h]! + (m.awayScore - expAway));
      this.avgPts = 0.998 * this.avgPts + 0.002 * (total / 2);
    }
    // Elo update (season regression first).
    const rh = this.ratingAt(h, day, m.season);
    const ra = this.ratingAt(a, day, m.season);
    const diff = rh - ra + (neutral || P.mode === "win" ? 0 : P.homeAdvantage);
    const e = eloExpected(diff);
    const s = margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
    let kh = P.k;
    let ka = P.k;
    if (P.kShape > 0) {
      kh = P.k / Math.pow(this.games[h]! + P.kOffset, P.kShape);
      ka = P.k / Math.pow(this.games[a]! + P.kOffset, P.kShape);
    }
    let mult = 1;
    if (P.mov && P.mode === "margin" && margin !== 0) mult = movMultiplierFor(P.movFormula, margin, margin > 0 ? diff : -diff);
    this.elo[h] = rh + kh * mult * (s - e);
    this.elo[a] = ra - ka * mult * (s - e);
    this.games[h]!++;
    this.games[a]!++;
    this.lastSeason[h] = m.season;
    this.lastSeason[a] = m.season;
    this.lastDay[h] = day;
    this.lastDay[a] = day;
    this.day.push(day);
    this.home.push(h);
    this.away.push(a);
    this.neutral.push(neutral);
    const spread = m.closingLines?.spread;
    this.spreadY.push(spread !== undefined && Number.isFinite(spread) ? -spread : Number.NaN);
    const tl = m.closingLines?.total;
    this.totalLine.push(tl !== undefined && Number.isFinite(tl) ? tl : Number.NaN);
    const lastDay = this.day.length > 1 ? this.day[this.day.length - 2]! : -Infinity;
    const newSeason =
      this.seasonCount === 0 ||
      (m.season !== undefined && this.seasonLabel !== undefined ? m.season !== this.seasonLabel : day - lastDay > P.seasonGapDays);
    if (newSeason) {
      this.seasonCount++;
      this.seasonFirst.push(day);
      this.seasonLast.push(day);
    }
    this.seasonLabel = m.season;
    const season = this.seasonCount - 1;
    this.seasonOf.push(season);
    this.seasonLast[season] = Math.max(this.seasonLast[season]!, day);
    this.count++;
  }
}

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
      { key: "home_rating", label: "Home Elo rating", value: Math.round(rh), detail: `${fixture.homeTeam} margin-of-victory Elo ${Math.round(rh)}` },
      { key: "away_rating", label: "Away Elo rating", value: Math.round(ra), detail: `${fixture.awayTeam} margin-of-victory Elo ${Math.round(ra)}` },
      {
        key: "home_advantage",
        label: "Home advantage",
        value: neutral ? 0 : P.homeAdvantage,
        detail: neutral ? "Neutral venue" : `${P.homeAdvantage} Elo points for playing at home`,
      },
      { key: "expected_margin", label: "Expected margin (home)", value: round(pred.mu, 2), detail: `Home expected to win by ${pred.mu.toFixed(1)} (sd ${sd.toFixed(1)})` },
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
      factors.push({ key: "expected_total", label: "Expected total", value: round(pred.total, 1), detail: `Expected total ${pred.total.toFixed(1)} (sd ${l.totalSd.toFixed(1)})` });
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
