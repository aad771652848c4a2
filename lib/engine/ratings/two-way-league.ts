// One league's state for the two-way models: Elo with margin of victory, market-implied ratings from past
// closing lines, rest effects and totals, learned online one match day at a time (see two-way.ts).
import { removeMargin } from "../odds";
import { normalQuantile } from "../probability";
import type { MatchRecord } from "../types";
import { eloExpected, movMultiplierFor } from "./elo";
import { pairwiseRidge } from "./linear";
import { ELO_MEAN, type TwoWayParams } from "./two-way-params";

export interface GamePrediction {
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

export class LeagueTwoWay {
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
  private cache: {
    key: string;
    spread: ReturnType<typeof pairwiseRidge>;
    totals: ReturnType<typeof pairwiseRidge>;
    spreadGames: Int32Array;
  } | null = null;

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
      season !== undefined && prev !== undefined
        ? season !== prev
        : this.lastDay[t]! > -Infinity && day - this.lastDay[t]! > this.P.seasonGapDays;
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
        spreadObs.push({
          home: this.home[j]!,
          away: this.away[j]!,
          y: this.spreadY[j]!,
          w: weight(M.xi),
          neutral: this.neutral[j],
        });
        spreadGames[this.home[j]!]!++;
        spreadGames[this.away[j]!]!++;
      }
      if (!Number.isNaN(this.totalLine[j]!)) {
        totalObs.push({
          home: this.home[j]!,
          away: this.away[j]!,
          y: this.totalLine[j]!,
          w: weight(this.P.totalsMarket.xi),
        });
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
      const fit = pairwiseRidge(
        n,
        totalObs.map((o) => ({ ...o, y: o.y - mean })),
        1,
        this.P.totalsMarket.ridge,
      );
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
    if (!Number.isNaN(this.avgPts))
      totalEw = 2 * this.avgPts + this.off[h]! + this.def[a]! + this.off[a]! + this.def[h]!;
    const total =
      totalMarket !== null && totalEw !== null
        ? P.totalsMarket.weight * totalMarket + (1 - P.totalsMarket.weight) * totalEw
        : (totalMarket ?? totalEw);
    return { mu, muNoRest, restDiff, eloDiff, muElo, muMarket, total, totalEw, totalMarket };
  }

  /**
   * The home margin a past game's closing moneyline implies, for a game with no closing spread: under the
   * model's own margin distribution N(μ, σ²), P(home wins) = Φ(μ/σ), so μ = σ·Φ⁻¹(p) with p the home side's
   * power-de-vigged closing probability and σ the margin sd the model forecasts with now. NaN (no market
   * observation) without a two-way closing price. A spread, where there is one, is the better-resolved
   * signal and is used instead.
   */
  private moneylineMargin(m: MatchRecord): number {
    const odds = m.closingOdds;
    if (!odds || odds.draw !== undefined || !(odds.home > 1) || !(odds.away > 1)) return Number.NaN;
    const home = removeMargin([odds.home, odds.away], "power")[0]!;
    return this.marginSd * normalQuantile(Math.min(0.99, Math.max(0.01, home)));
  }

  /** Learns one day's games: each is first predicted from the state before the day (calibration), then learned. */
  observeDay(list: readonly MatchRecord[], day: number): void {
    const preds =
      this.P.mode === "margin"
        ? list.map((m) =>
            this.predict(this.index(m.homeTeam), this.index(m.awayTeam), day, m.season, m.neutral === true),
          )
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
    if (P.mov && P.mode === "margin" && margin !== 0)
      mult = movMultiplierFor(P.movFormula, margin, margin > 0 ? diff : -diff);
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
    this.spreadY.push(spread !== undefined && Number.isFinite(spread) ? -spread : this.moneylineMargin(m));
    const tl = m.closingLines?.total;
    this.totalLine.push(tl !== undefined && Number.isFinite(tl) ? tl : Number.NaN);
    const lastDay = this.day.length > 1 ? this.day[this.day.length - 2]! : -Infinity;
    const newSeason =
      this.seasonCount === 0 ||
      (m.season !== undefined && this.seasonLabel !== undefined
        ? m.season !== this.seasonLabel
        : day - lastDay > P.seasonGapDays);
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
