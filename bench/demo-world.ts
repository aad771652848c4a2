// The demo world, measured on a fresh embedded database: what the first `npm start` does with it (seed, the
// replay of its past picks, closes and settlement, the upcoming picks, then the first backtests) with the time
// of each step, and what the world measures like: how closely the models agree with the demo market on the
// published picks, how often value appears and at which books, and the settled record /track-record shows.
//   npx tsx --conditions=react-server bench/demo-world.ts [--now=2025-11-26T10:00:00Z] [--seed=20250901]
// Figures only (docs/decisions.md, "Demo world"); tests/integration/system/bootstrap.service-demo-record.test.ts holds
// them to bands.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "edgecast-demo-bench-"));
process.env.PGLITE_DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= "warn";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main() {
  const now = option("now") ? new Date(option("now")!) : new Date();
  const seed = option("seed") ? Number(option("seed")) : undefined;
  const { db, closeConnection } = await import("@/db");
  const { runMigrations } = await import("@/db/migrate");
  const { seedDatabase } = await import("@/db/seed");
  const { refreshDemoPredictions } = await import("@/lib/system/bootstrap.service");
  const { measureDemoWorld } = await import("@/lib/system/demo-figures.service");
  const { getTrackRecord, getLiveClv, getLatestBacktests } = await import("@/lib/track-record/track-record.service");
  const { queueDemoBacktests } = await import("@/lib/models/backtest.service");
  const { registerJobBodies } = await import("@/lib/pipeline/job-bodies.service");
  const { getLocalRunner } = await import("@/lib/jobs");
  try {
    const timings: [string, number][] = [];
    const timed = async <T>(label: string, work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      timings.push([label, (performance.now() - started) / 1000]);
      return result;
    };
    await timed("migrate", () => runMigrations());
    await timed("seed (reference data, demo world)", () => seedDatabase(db, { demo: true, now, demoSeed: seed }));
    await timed("demo picks (replay, closes, settlement, upcoming)", () => refreshDemoPredictions(now));
    registerJobBodies();
    await timed("first backtests (background jobs)", async () => {
      await queueDemoBacktests();
      await getLocalRunner().idle();
    });

    const figures = await measureDemoWorld();
    const record = await getTrackRecord();
    const live = await getLiveClv();
    const backtests = await getLatestBacktests();
    const pct = (x: number | null | undefined, digits = 1) =>
      x === null || x === undefined ? "—" : `${(x * 100).toFixed(digits)} %`;
    const pts = (x: number | null) => (x === null ? "—" : x.toFixed(2));
    const ci = (i: { mean: number | null; lo: number | null; hi: number | null; n: number }) =>
      `${pct(i.mean, 2)} [${pct(i.lo, 2)}, ${pct(i.hi, 2)}] (n ${i.n})`;

    console.log(`Demo world at ${now.toISOString()}${seed !== undefined ? `, seed ${seed}` : ""}`);
    for (const [label, seconds] of timings) console.log(`  ${label.padEnd(52)} ${seconds.toFixed(1)} s`);
    console.log(
      `\nModel against the demo market on ${figures.modelGap.n} published picks: median |model − consensus| ` +
        `${pts(figures.modelGap.median)} points (p90 ${pts(figures.modelGap.p90)})`,
    );
    for (const [sport, gap] of Object.entries(figures.modelGap.bySport))
      console.log(
        `  ${sport.padEnd(18)} n ${String(gap.n).padStart(4)}  median ${pts(gap.median)}  p90 ${pts(gap.p90)}`,
      );
    console.log(
      `Value: ${figures.valuePicks} value picks of ${figures.picks} picks; ${figures.pricedOutcomes} priced ` +
        `outcomes → ${pct(figures.valueShare, 2)} of priced outcomes`,
    );
    console.log(
      `  by bookmaker: ${Object.entries(figures.valueByBookmaker)
        .map(([book, n]) => `${book} ${n}`)
        .join(", ")}`,
    );
    const o = record.overall;
    console.log(
      `\nTrack record: ${o.settled} settled (${o.won} won, ${o.lost} lost, ${o.voided} void), ${o.pending} pending; ` +
        `win rate ${pct(o.accuracy)}, ROI ${pct(o.roi)}`,
    );
    console.log(
      `  all picks:   CLV ${ci(live.all.overall.clv)}, ROI ${ci(live.all.overall.roi)}, beat the close ` +
        `${ci(live.all.overall.beatClose)}`,
    );
    console.log(`  value picks: CLV ${ci(live.value.overall.clv)}, ROI ${ci(live.value.overall.roi)}`);
    console.log(
      `Backtests shown on /track-record: ` +
        (backtests
          .map((b) => `${b.modelId} ${b.modelVersion} (${b.matches} ${b.isDemo ? "demo " : ""}matches)`)
          .join(", ") || "none"),
    );
  } finally {
    getLocalRunner().shutdown();
    await closeConnection();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
