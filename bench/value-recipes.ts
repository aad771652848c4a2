// Is the stated edge of the value picks an honest forecast of what they earn? Figures, never assertions.
//   npx tsx bench/value-recipes.ts [--from 2019-07-01]      (npm run bench:value)
// Runs the football walk-forward the CLI runs (five leagues of ../shared/data, the model from 2011-07-01, the
// fair forecast and the value picks with the walk-forward threshold) and prints:
//   1. the engine's value picks: mean stated edge (fair × best price − 1) against mean closing-line value (best
//      price × Pinnacle's close de-vigged by power − 1), overall and per season, and split by how Bet365's
//      price of the picked outcome compares with the market average's;
//   2. consensus recipes (which pre-match books, which de-vig, weights) compared at equal pick volume — the top
//      share of each season's outcomes by stated edge — so a recipe is not favoured for publishing fewer picks;
//   3. each recipe's own walk-forward value picks (threshold chosen on earlier seasons only): n, edge, CLV;
//   4. the recipe each season would choose from the earlier seasons alone (equal-volume CLV, 2012-13 on);
//   5. a calibrated stated edge (k · edge, k learned on earlier seasons) as the alternative to a new recipe.
// The recipes are computed from the prices alone (fair = the consensus): the pool of consensus and model was
// applied on no scored match (printed below), so that is what fair was.
import { existsSync } from "node:fs";
import path from "node:path";

import type { BacktestRow } from "../lib/engine/backtest";
import { consensusProbabilities } from "../lib/engine/consensus";
import { valueCandidates, walkForwardPicks, type FairRow, type ValueCandidate } from "../lib/engine/fair-backtest";
import { closingLineValue, meanInterval } from "../lib/engine/fair-value";
import { removeMargin, type MarginMethod } from "../lib/engine/odds";
import { runBacktest } from "../scripts/lib/backtest-run";
import { sharedDataDir } from "../scripts/lib/data";

const FOOTBALL = [
  "soccer_epl.csv",
  "soccer_laliga.csv",
  "soccer_bundesliga.csv",
  "soccer_seriea.csv",
  "soccer_ligue1.csv",
];
/** The share of each season's priced outcomes compared at equal volume. */
const VOLUMES = [0.02, 0.04, 0.08, 0.16];

const pct = (x: number, d = 2) => (Number.isFinite(x) ? `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(d)}%` : "—");
const mean = (xs: readonly number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
const clvOf = (c: ValueCandidate) => closingLineValue(c.pick.price, c.pick.closingProbability!);
const withClose = (cs: readonly ValueCandidate[]) => cs.filter((c) => c.pick.closingProbability !== undefined);
const seasonOf = (c: ValueCandidate) => c.row.row.season ?? "?";

/** n, mean stated edge, mean CLV with its interval, and the gap between them. */
function honesty(cs: readonly ValueCandidate[], edge: (c: ValueCandidate) => number = (c) => c.edge): string {
  const closed = withClose(cs);
  if (closed.length < 2) return `n ${String(closed.length).padStart(5)}`;
  const clv = meanInterval(closed.map(clvOf));
  const e = mean(closed.map(edge));
  return (
    `n ${String(closed.length).padStart(5)}  stated edge ${pct(e).padStart(7)}  CLV ` +
    `${pct(clv.mean).padStart(7)} [${pct(clv.lo)}, ${pct(clv.hi)}]  edge − CLV ${pct(e - clv.mean).padStart(7)}`
  );
}

type Recipe = (row: BacktestRow) => number[] | null;

const devig = (odds: readonly number[] | undefined, method: MarginMethod) => (odds ? removeMargin(odds, method) : null);
const mix = (parts: readonly (readonly [number[] | null, number])[]): number[] | null => {
  if (parts.some(([p]) => !p)) return null;
  const out = [0, 1, 2].map((k) => parts.reduce((s, [p, w]) => s + w * p![k]!, 0));
  const s = out.reduce((a, b) => a + b, 0);
  return out.map((x) => x / s);
};

const RECIPES: Record<string, Recipe> = {
  "avg_* + b365_*, power (before #25)": (r) =>
    consensusProbabilities([r.prices?.avg, r.prices?.b365], 3, { method: "power" }),
  "avg_* + b365_*, Shin": (r) => consensusProbabilities([r.prices?.avg, r.prices?.b365], 3, { method: "shin" }),
  "avg_* alone, power": (r) => devig(r.prices?.avg, "power"),
  "avg_* alone, Shin": (r) => devig(r.prices?.avg, "shin"),
  "avg_* alone, odds ratio": (r) => devig(r.prices?.avg, "odds-ratio"),
  "avg_* alone, proportional": (r) => devig(r.prices?.avg, "proportional"),
  "0.8 avg_* + 0.2 b365_*, power": (r) =>
    mix([
      [devig(r.prices?.avg, "power"), 0.8],
      [devig(r.prices?.b365, "power"), 0.2],
    ]),
  "b365_* alone, power": (r) => devig(r.prices?.b365, "power"),
  "avg_* + b365_* + max_*, power": (r) =>
    consensusProbabilities([r.prices?.avg, r.prices?.b365, r.prices?.max], 3, { method: "power" }),
  "avg_* + max_*, power": (r) => consensusProbabilities([r.prices?.avg, r.prices?.max], 3, { method: "power" }),
};

/** The top `share` of each season's priced outcomes by stated edge. */
function topShare(cs: readonly ValueCandidate[], seasons: readonly string[], share: number): ValueCandidate[] {
  return seasons.flatMap((s) => {
    const these = withClose(cs.filter((c) => seasonOf(c) === s)).sort((a, b) => b.edge - a.edge);
    return these.slice(0, Math.round(share * these.length));
  });
}

/** The top `count[season]` outcomes of each season by stated edge. */
function topCount(cs: readonly ValueCandidate[], counts: ReadonlyMap<string, number>): ValueCandidate[] {
  return [...counts].flatMap(([s, n]) =>
    withClose(cs.filter((c) => seasonOf(c) === s))
      .sort((a, b) => b.edge - a.edge)
      .slice(0, n),
  );
}

function main(argv: string[]): void {
  const fromArg = argv.includes("--from") ? argv[argv.indexOf("--from") + 1]! : "2019-07-01";
  const from = new Date(`${fromArg}T00:00:00Z`);
  const dir = sharedDataDir();
  if (!existsSync(dir))
    throw new Error(`The shared data directory is missing: ${dir} (expected ../shared/data next to the repository)`);
  const t0 = performance.now();
  const [result] = runBacktest({ files: FOOTBALL.map((f) => path.join(dir, f)), from, noBaseline: true });
  const fair = result!.fair;
  const scoredRow = (r: FairRow) => r.row.date.getTime() >= from.getTime();
  const scoredSeasons = [...new Set(fair.rows.filter(scoredRow).map((r) => r.row.season ?? "?"))];
  const earlierSeasons = (season: string) => [
    ...new Set(fair.rows.filter((r) => r.closing && (r.row.season ?? "?") < season).map((r) => r.row.season ?? "?")),
  ];
  console.log(
    `Value picks: stated edge against closing-line value, football (five leagues), forecasting ${fromArg} … end ` +
      `(${((performance.now() - t0) / 1000).toFixed(1)} s).`,
    `\nStated edge = fair × max_* − 1; CLV = max_* × Pinnacle's close de-vigged by power − 1 (the close only ` +
      `judges). Pool applied on ${fair.poolApplied.rows} of ${fair.poolApplied.of} scored matches, so fair = the ` +
      `consensus.\n`,
  );

  // 1. The engine as it runs.
  const picks = fair.selectedPicks;
  console.log("1. The engine's value picks (walk-forward threshold per season)");
  console.log(`   all seasons  ${honesty(picks)}`);
  for (const t of fair.thresholds)
    console.log(
      `   ${t.season} (${pct(t.threshold ?? Number.NaN, 1)})  ` +
        `${honesty(picks.filter((c) => seasonOf(c) === t.season))}`,
    );
  console.log("   by Bet365's price of the picked outcome against the market average's (b365_* / avg_*):");
  const ratio = (c: ValueCandidate) => {
    const p = c.row.row.prices;
    return p?.b365 && p.avg ? p.b365[c.outcome]! / p.avg[c.outcome]! : Number.NaN;
  };
  for (const [label, keep] of [
    ["≤ 0.95 (Bet365 at least 5 % shorter)", (x: number) => x <= 0.95],
    ["0.95–0.98", (x: number) => x > 0.95 && x <= 0.98],
    ["0.98–1.00", (x: number) => x > 0.98 && x < 1],
    ["≥ 1.00 (Bet365 as long or longer)", (x: number) => x >= 1],
  ] as const) {
    console.log(`   ${label.padEnd(38)} ${honesty(picks.filter((c) => keep(ratio(c))))}`);
  }

  // 2. Recipes at equal volume.
  const candidates = new Map<string, ValueCandidate[]>();
  for (const [name, recipe] of Object.entries(RECIPES))
    candidates.set(
      name,
      valueCandidates(fair.rows, (r) => recipe(r.row)),
    );
  const tune = earlierSeasons(scoredSeasons[0]!);
  console.log(
    `\n2. Equal volume: mean CLV (mean stated edge) of the top share of each season's outcomes by stated edge`,
  );
  console.log(
    `   tuning seasons ${tune[0]} … ${tune.at(-1)} | scored seasons ${scoredSeasons[0]} … ${scoredSeasons.at(-1)}`,
  );
  const cell = (cs: ValueCandidate[]) =>
    `${pct(mean(cs.map(clvOf)))} (${pct(mean(cs.map((c) => c.edge)))})`.padStart(19);
  console.log(
    `   ${"recipe".padEnd(36)}${VOLUMES.map((v) => `top ${v * 100} %`.padStart(19)).join("")} ` +
      `|${VOLUMES.map((v) => `top ${v * 100} %`.padStart(19)).join("")}`,
  );
  for (const [name, cs] of candidates) {
    console.log(
      `   ${name.padEnd(36)}${VOLUMES.map((v) => cell(topShare(cs, tune, v))).join("")} ` +
        `|${VOLUMES.map((v) => cell(topShare(cs, scoredSeasons, v))).join("")}`,
    );
  }
  const counts = new Map(scoredSeasons.map((s) => [s, withClose(picks.filter((c) => seasonOf(c) === s)).length]));
  console.log(`   at the engine's own pick count per season (${[...counts.values()].join(", ")}):`);
  for (const [name, cs] of candidates) console.log(`   ${name.padEnd(36)} ${honesty(topCount(cs, counts))}`);

  // 3. Each recipe's own walk-forward picks.
  console.log(
    "\n3. Each recipe's walk-forward value picks (the engine's threshold rule, chosen on earlier seasons only)",
  );
  for (const [name, recipe] of Object.entries(RECIPES)) {
    const run = walkForwardPicks(fair.rows.map((r) => ({ ...r, fair: recipe(r.row) })));
    const scored = run.picks.filter((c) => scoredRow(c.row));
    const gaps = scoredSeasons.map((s) => {
      const these = withClose(scored.filter((c) => seasonOf(c) === s));
      return these.length === 0 ? Number.NaN : mean(these.map((c) => c.edge)) - mean(these.map(clvOf));
    });
    const thresholds = run.thresholds
      .filter((t) => scoredSeasons.includes(t.season))
      .map((t) => pct(t.threshold ?? Number.NaN, 1));
    console.log(
      `   ${name.padEnd(36)} ${honesty(scored)}; largest season gap ${pct(Math.max(...gaps.map(Math.abs)))}; ` +
        `thresholds ${thresholds.join(" ")}`,
    );
  }

  // 4. The recipe each season would choose from earlier seasons alone.
  console.log("\n4. Recipe chosen per season on the earlier seasons only (mean CLV at equal volume, top 2/4/8 %)");
  const equalVolumeClv = (cs: ValueCandidate[], seasons: string[]) =>
    mean([0.02, 0.04, 0.08].map((v) => mean(topShare(cs, seasons, v).map(clvOf))));
  for (const season of scoredSeasons) {
    const earlier = earlierSeasons(season);
    const ranked = [...candidates]
      .map(([name, cs]) => ({ name, clv: equalVolumeClv(cs, earlier) }))
      .sort((a, b) => b.clv - a.clv);
    console.log(
      `   ${season}: ${ranked
        .slice(0, 3)
        .map((r) => `${r.name} ${pct(r.clv)}`)
        .join("; ")}`,
    );
  }

  // 5. Calibrating the stated edge instead: k = Σ CLV / Σ edge of the earlier seasons' picks.
  console.log(
    "\n5. The engine's picks with a calibrated stated edge, k · edge, k = Σ CLV / Σ edge of the earlier seasons' picks",
  );
  const calibrated: { c: ValueCandidate; k: number }[] = [];
  const everySeason = walkForwardPicks(fair.rows).picks;
  for (const season of scoredSeasons) {
    const basis = withClose(everySeason.filter((c) => seasonOf(c) < season));
    const k = basis.length > 0 ? basis.reduce((s, c) => s + clvOf(c), 0) / basis.reduce((s, c) => s + c.edge, 0) : 1;
    const these = picks.filter((c) => seasonOf(c) === season);
    calibrated.push(...these.map((c) => ({ c, k })));
    console.log(`   ${season} k ${k.toFixed(3)} (${basis.length} earlier picks)  ${honesty(these, (c) => k * c.edge)}`);
  }
  const kOf = new Map(calibrated.map(({ c, k }) => [c, k]));
  console.log(
    `   all seasons  ${honesty(picks, (c) => (kOf.get(c) ?? 1) * c.edge)} (CLV unchanged: a factor does not reorder ` +
      `picks)`,
  );
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
