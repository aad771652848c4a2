import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";

// A server process in miniature for the fault and multi-instance tests: a TypeScript script run with tsx
// under the react-server condition (like the scripts), which prints one JSON line when it is ready.

/** Starts `script`; `ready` resolves with the first JSON line it prints, or rejects if it exits first. */
export function startTsxChild<T>(script: string): { child: ChildProcess; ready: Promise<T> } {
  const tsx = createRequire(import.meta.url).resolve("tsx");
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", tsx, script], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<T>((resolve, reject) => {
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n").find((candidate) => candidate.startsWith("{"));
      if (line) resolve(JSON.parse(line) as T);
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`child exited early (${code ?? signal}): ${stderr.slice(-2000)}`)),
    );
  });
  return { child, ready };
}
