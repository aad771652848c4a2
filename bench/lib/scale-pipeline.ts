// One pipeline run for bench/scale.ts, in its own process (it opens the app's database the way the jobs
// do: DATABASE_URL or the embedded PGLITE_DATA_DIR, which no other process may hold meanwhile). Generation
// over the world's 1,000 unpredicted fixtures (10 bookmakers' prices each), then the settlement queue read.
// Generation forecasts from the model's saved state (lib/generation/model.service.ts), which the first run
// on a new history builds from every finished match: that build is timed first, on its own (`stateMs`), so
// `generateMs` is the cost of a run as the scheduled pipeline meets it, with the state in place.
// Prints one JSON line with the stage times in milliseconds.
//   tsx --conditions=react-server bench/lib/scale-pipeline.ts
import { closeConnection } from "@/db";
import { listMatchesAwaitingSettlement } from "@/lib/settlement/grading.queries";
import { generatePredictions } from "@/lib/generation/generation.service";
import { fittedModelFor, type ModelPreparation } from "@/lib/generation/model.service";

import { PIPELINE_FIXTURES } from "./scale-world";

async function main() {
  const ids = Array.from({ length: PIPELINE_FIXTURES }, (_, index) => `scale-f-${index + 1}`);
  const stateStarted = performance.now();
  let build: ModelPreparation | null = null;
  await fittedModelFor("football", new Date(), (preparation) => (build = preparation));
  const stateMs = performance.now() - stateStarted;
  const started = performance.now();
  const summary = await generatePredictions({ matchIds: ids, markets: ["1x2", "moneyline"] });
  const generated = performance.now();
  const awaiting = await listMatchesAwaitingSettlement({ limit: 5000 });
  const settled = performance.now();
  console.log(
    JSON.stringify({
      fixtures: summary.matches,
      generated: summary.generated,
      skipped: summary.skipped.length,
      stateMs,
      stateBuild: build,
      generateMs: generated - started,
      settlementQueueMs: settled - generated,
      awaitingSettlement: awaiting.length,
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
