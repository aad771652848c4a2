// A server process in miniature, for the kill -9 fault test: runs one pipeline on the local runner against
// DATABASE_URL (and the provider URLs the test set), prints the run id as a JSON line, and exits when the run
// ends. The test kills it with SIGKILL before that. Run under the react-server condition, like the scripts:
//   tsx --conditions=react-server tests/faults/children/run-pipeline.ts
import { dispatchJob, getLocalRunner } from "@/lib/jobs";
import { registerJobBodies } from "@/lib/pipeline/job-bodies.service";

registerJobBodies();
const result = await dispatchJob("pipeline", {}, { trigger: "manual" });
process.stdout.write(`${JSON.stringify({ runId: result.runId })}\n`);
await getLocalRunner().idle();
process.exit(0);
