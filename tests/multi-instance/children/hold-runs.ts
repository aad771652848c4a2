// A server process in miniature, for tests/multi-instance/interrupted-runs.test.ts: on DATABASE_URL it
// requests two pipeline runs on the local runner, the first held in its body for as long as this process
// lives and the second queued behind it (pipeline runs never overlap), prints their ids as a JSON line
// once the first is running, and waits to be killed. Run under the react-server condition, like the
// scripts: tsx --conditions=react-server tests/multi-instance/children/hold-runs.ts
import { dispatchJob, registerJob } from "@/lib/jobs";

let entered!: () => void;
const running = new Promise<void>((resolve) => (entered = resolve));
registerJob("pipeline", async () => {
  entered();
  await new Promise(() => {});
});

const first = await dispatchJob("pipeline", {}, { trigger: "manual" });
await running;
const second = await dispatchJob("pipeline", {}, { trigger: "manual" });
process.stdout.write(`${JSON.stringify({ running: first.runId, queued: second.runId })}\n`);
setInterval(() => {}, 60_000);
