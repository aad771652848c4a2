// `npm test`: lint → typecheck → unit → integration → multi-instance → e2e, stopping at the first failing stage, then
// one plain summary line `N passed, N failed, N skipped` counted from the test runners' JSON reports (a failing lint or
// typecheck stage counts as one failure, so a red run never reads "0 failed"), and below it the failing tests by name
// with the first line of their error, so a red run's tail says what broke.
//
//   npm test                      every stage
//   npm test -- unit integration  only the named stages, in the usual order
//
// The integration stage runs on PGlite and, when DATABASE_URL is set (scripts/with-postgres.sh npm test),
// again on that PostgreSQL server. The multi-instance stage starts two production servers on a PostgreSQL
// server and a Redis of its own (PostgreSQL 15 binaries and Debian's redis-server needed, as in .ci/run).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reports = mkdtempSync(path.join(tmpdir(), "edgecast-test-reports-"));

const STAGES = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  {
    name: "unit",
    command: [
      "npx",
      "vitest",
      "run",
      "--project",
      "unit",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(reports, "unit.json")}`,
    ],
    reports: () => [path.join(reports, "unit.json")],
    count: vitestCounts,
    failures: vitestFailures,
  },
  {
    name: "integration",
    command: ["bash", "scripts/test-integration.sh"],
    env: { VITEST_JSON_DIR: reports },
    reports: () =>
      ["pglite", "postgres", "faults"]
        .map((run) => path.join(reports, `integration-${run}.json`))
        .filter((file) => existsSync(file)),
    count: vitestCounts,
    failures: vitestFailures,
  },
  {
    name: "multi-instance",
    command: [
      "npx",
      "vitest",
      "run",
      "--project",
      "multi-instance",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(reports, "multi-instance.json")}`,
    ],
    reports: () => [path.join(reports, "multi-instance.json")],
    count: vitestCounts,
    failures: vitestFailures,
  },
  {
    name: "e2e",
    command: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json") },
    reports: () => [path.join(reports, "e2e.json")],
    count: playwrightCounts,
    failures: playwrightFailures,
  },
];

function vitestCounts(report) {
  const failedFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    // A file that failed before any test ran (setup or import error) counts as one failure.
    failed: (report.numFailedTests ?? 0) + failedFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function vitestFailures(report, file) {
  const run = path.basename(file, ".json");
  const failures = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name ?? "");
    const tests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of tests)
      failures.push(`${run}: ${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === "failed" && tests.length === 0)
      failures.push(`${run}: ${where}: ${firstLine(result.message)}`);
  }
  return failures;
}

function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`e2e: ${spec.file ?? suite.file} > ${[...titles, spec.title].join(" > ")}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`);
  return failures;
}

function firstLine(message) {
  // Runner messages carry ANSI colours and whole stacks; the first plain line is the assertion.
  const line =
    String(message ?? "")
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .find((text) => text.trim()) ?? "";
  return line.trim().slice(0, 300);
}

function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped ?? 0,
  };
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(", ")}. Stages: ${STAGES.map((stage) => stage.name).join(", ")}`);
  process.exit(2);
}
const selected = requested.length > 0 ? STAGES.filter((stage) => requested.includes(stage.name)) : STAGES;

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = [];
let failedStage;

for (const stage of selected) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const [program, ...args] = stage.command;
  const result = spawnSync(program, args, { stdio: "inherit", env: { ...process.env, ...stage.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;

  let counted = { passed: 0, failed: 0, skipped: 0 };
  if (stage.count) {
    for (const file of stage.reports()) {
      try {
        const report = JSON.parse(readFileSync(file, "utf8"));
        const counts = stage.count(report);
        for (const key of Object.keys(counted)) counted[key] += counts[key];
        failures.push(...(stage.failures?.(report, file) ?? []));
      } catch {
        // No report: the runner crashed before writing one; the exit code below still counts.
      }
    }
  }
  if (!ok && counted.failed === 0) counted.failed = 1;
  if (!ok && stage.failures && failures.length === 0) {
    // Every test passed, yet the runner failed: an error outside the tests (vitest's "Unhandled Errors", or a
    // hook after them). Its name and stack are in the log above this summary.
    failures.push(
      `${stage.name}: no test failed; the runner reported an error outside the tests (see "Unhandled Errors" or ` +
        `"Error" above)`,
    );
  }
  for (const key of Object.keys(totals)) totals[key] += counted[key];

  const detail = stage.count ? ` — ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped` : "";
  lines.push(`${ok ? "ok  " : "FAIL"} ${stage.name.padEnd(11)} ${seconds.padStart(6)}s${detail}`);
  if (!ok) {
    failedStage = stage.name;
    break;
  }
}

rmSync(reports, { recursive: true, force: true });

console.log("\n=== summary ===");
for (const line of lines) console.log(line);
if (failedStage) console.log(`stopped at the first failing stage: ${failedStage}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length > 0) {
  console.log("\nfailing tests:");
  for (const failure of failures) console.log(`  ${failure}`);
}
process.exit(failedStage ? 1 : 0);
