"use client";

import * as React from "react";
import { PlayIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/lazy-toast";

import { ENDPOINT_TESTS, RUN_ALL_PAUSE_MS, type EndpointTest } from "./endpoint-tests";

type Outcome = { state: "running" } | { state: "pass" | "fail"; result: unknown; ms: number };

const MAX_SHOWN_CHARS = 4000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pretty JSON, cut after a few thousand characters so a long list does not flood the page. */
function showJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? "null";
  return text.length > MAX_SHOWN_CHARS
    ? `${text.slice(0, MAX_SHOWN_CHARS)}\n… (${text.length - MAX_SHOWN_CHARS} more characters)`
    : text;
}

async function runTest(test: Pick<EndpointTest, "path">): Promise<Exclude<Outcome, { state: "running" }>> {
  const started = performance.now();
  const result = await apiFetch<unknown>(test.path);
  const ms = Math.round(performance.now() - started);
  return { state: result.success ? "pass" : "fail", result, ms };
}

/** The eight endpoint tests with Run All, the signed-in account, and the health check of this server. */
export function BackendTests({ email, role }: { email: string; role: string }) {
  const [outcomes, setOutcomes] = React.useState<Record<string, Outcome>>({});
  const [runningAll, setRunningAll] = React.useState(false);

  const run = React.useCallback(async (test: EndpointTest) => {
    setOutcomes((current) => ({ ...current, [test.id]: { state: "running" } }));
    const outcome = await runTest(test);
    setOutcomes((current) => ({ ...current, [test.id]: outcome }));
    if (outcome.state === "pass") toast.success(`${test.name} Test Passed`, { description: "API call successful" });
    else toast.error(`${test.name} Test Failed`);
  }, []);

  const runAll = React.useCallback(async () => {
    setRunningAll(true);
    for (const [index, test] of ENDPOINT_TESTS.entries()) {
      if (index > 0) await sleep(RUN_ALL_PAUSE_MS);
      await run(test);
    }
    setRunningAll(false);
  }, [run]);

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-4 md:grid-cols-2">
        <Card role="region" aria-label="Signed in">
          <CardHeader>
            <CardTitle className="text-base">Signed in</CardTitle>
            <CardDescription>The account these calls are made with.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-2 text-sm">
            <span data-testid="signed-in-email">{email}</span>
            <Badge variant="secondary" data-testid="signed-in-role">
              {role}
            </Badge>
          </CardContent>
        </Card>
        <HealthCheck />
      </div>
      <section aria-labelledby="endpoint-tests-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="endpoint-tests-heading" className="text-xl font-semibold">
            Endpoint tests
          </h2>
          <Button type="button" onClick={runAll} disabled={runningAll}>
            <PlayIcon aria-hidden="true" />
            {runningAll ? "Running…" : "Run All"}
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {ENDPOINT_TESTS.map((test) => (
            <TestCard
              key={test.id}
              test={test}
              outcome={outcomes[test.id]}
              onRun={() => run(test)}
              disabled={runningAll}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

function OutcomeBadge({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return <Badge variant="outline">Not run</Badge>;
  if (outcome.state === "running") return <Badge variant="secondary">Running</Badge>;
  return outcome.state === "pass" ? (
    <Badge data-testid="outcome">Pass</Badge>
  ) : (
    <Badge variant="destructive" data-testid="outcome">
      Fail
    </Badge>
  );
}

function TestCard({
  test,
  outcome,
  onRun,
  disabled,
}: {
  test: EndpointTest;
  outcome: Outcome | undefined;
  onRun: () => void;
  disabled: boolean;
}) {
  return (
    <Card role="region" aria-label={`${test.name} test`}>
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2 text-base">
          {test.name}
          <OutcomeBadge outcome={outcome} />
        </CardTitle>
        <CardDescription>
          <code>GET /api{test.path}</code> · {test.note}
          {outcome && outcome.state !== "running" ? ` · ${outcome.ms} ms` : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={onRun}
          disabled={disabled || outcome?.state === "running"}
        >
          Run {test.name} test
        </Button>
        {outcome && outcome.state !== "running" ? (
          <pre className="max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs" aria-label={`${test.name} result`}>
            {showJson(outcome.result)}
          </pre>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** GET /api/health on this same server (the original page asked a fixed local port; ours asks its own origin). */
function HealthCheck() {
  // Checked once on arrival, then on demand.
  const [outcome, setOutcome] = React.useState<Outcome>({ state: "running" });
  const check = React.useCallback(async () => {
    setOutcome({ state: "running" });
    setOutcome(await runTest({ path: "/health" }));
  }, []);
  React.useEffect(() => {
    let live = true;
    void runTest({ path: "/health" }).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card role="region" aria-label="Health check">
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2 text-base">
          Health check
          <OutcomeBadge outcome={outcome} />
        </CardTitle>
        <CardDescription>
          <code>GET /api/health</code> on this server: database reachability, mode and version.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={check}
          disabled={outcome.state === "running"}
        >
          Check again
        </Button>
        {outcome.state !== "running" ? (
          <pre className="max-h-48 overflow-auto rounded-md bg-muted p-3 text-xs" aria-label="Health result">
            {showJson(outcome.result)}
          </pre>
        ) : null}
      </CardContent>
    </Card>
  );
}
