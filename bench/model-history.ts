// Benchmark of the live models' fit input: listCompletedMatchesForModel (the finished matches of a sport
// with their closing prices) and the model fit on it, against whatever database the environment points at.
// Import the history first into a throw-away embedded database, then time it:
//   PGLITE_DATA_DIR=/tmp/bench-pglite SEED_DEMO_DATA=false npm run data:import -- ../shared/data/*.csv
//   PGLITE_DATA_DIR=/tmp/bench-pglite npx tsx --conditions=react-server bench/model-history.ts [--runs 3]
import { closeConnection } from "@/db";
import { listCompletedMatchesForModel } from "@/lib/models/history.queries";
import { modelForSport } from "@/lib/engine/registry";

async function main(argv: string[]) {
  const runs = argv.includes("--runs") ? Number(argv[argv.indexOf("--runs") + 1]) : 3;
  const before = new Date();
  for (const sport of ["football", "basketball"]) {
    const timings: number[] = [];
    let history: Awaited<ReturnType<typeof listCompletedMatchesForModel>> = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      history = await listCompletedMatchesForModel({ sport, before });
      timings.push(performance.now() - started);
    }
    const model = modelForSport(sport);
    const fitStarted = performance.now();
    model?.fit(history, before);
    const fitMs = performance.now() - fitStarted;
    const withOdds = history.filter((match) => match.closingOdds).length;
    const withLines = history.filter((match) => match.closingLines).length;
    console.log(
      `${sport.padEnd(11)} ${String(history.length).padStart(6)} matches, ${withOdds} with closingOdds, ` +
        `${withLines} with closingLines; ` +
        `query ${timings.map((ms) => `${Math.round(ms)} ms`).join(" / ")}; fit ${Math.round(fitMs)} ms`,
    );
  }
}

main(process.argv.slice(2))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
