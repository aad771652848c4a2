// `npm run bench`: every benchmark in one go, against one production server (built first if needed):
// HTTP throughput (bench/http.ts), first-load JS (bench/first-load-js.ts), the pages' response-header sizes
// (bench/headers.ts), Lighthouse (bench/lighthouse.ts), then the engine's backtest benchmark (bench/backtest.ts --all,
// also `npm run bench:backtest`). Flags are passed on: --duration, --connections, --warmup, --only (HTTP), --runs
// (Lighthouse).
import { spawnSync } from "node:child_process";

import { firstLoadPages, measureFirstLoadJs } from "./first-load-js";
import { measureResponseHeaders } from "./headers";
import { parseOptions, runHttpBench } from "./http";
import { runLighthouse, runsFromArgs } from "./lighthouse";
import { withBenchServer } from "./lib/server";

async function main(argv: string[]) {
  const httpOptions = parseOptions(argv);

  await withBenchServer(async (baseUrl, login) => {
    await runHttpBench(baseUrl, httpOptions, login);
    await measureFirstLoadJs(baseUrl, await firstLoadPages(baseUrl));
    await measureResponseHeaders(baseUrl, login);
    await runLighthouse(baseUrl, runsFromArgs(argv));
  });

  console.log("\nEngine backtest benchmark (bench/backtest.ts --all)");
  const backtest = spawnSync("npx", ["tsx", "bench/backtest.ts", "--all"], { stdio: "inherit" });
  if (backtest.status !== 0) process.exitCode = backtest.status ?? 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
