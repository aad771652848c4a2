import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { cruise, type IConfiguration, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The rule that keeps request authentication (lib/auth) at the edge, run by dependency-cruiser itself over a
// small tree laid out like the repository: what it reports is exactly the set of importers outside the edge.

const config = createRequire(import.meta.url)("../../../.dependency-cruiser.cjs") as IConfiguration;
const rule = config.forbidden?.find((candidate) => candidate.name === "request-auth-at-the-edge") as IForbiddenRuleType;

/** importer → the module it imports (paths relative to the fixture root, without extension). */
const FORBIDDEN: [string, string][] = [
  ["lib/accounts/users.service.ts", "lib/auth/session"],
  ["lib/accounts/caller.dto.ts", "lib/auth/api-keys"],
  ["lib/predictions/predictions.service.ts", "lib/auth/page-guards"],
  ["lib/content-security-policy.ts", "lib/auth/cookies"],
  ["db/seed/accounts.ts", "lib/auth/cookies"],
  ["hooks/use-session.ts", "lib/auth/config"],
  ["inngest/functions/run.ts", "lib/auth/session"],
  ["instrumentation.ts", "lib/auth/index"],
];
const ALLOWED: [string, string][] = [
  ["app/api/auth/login/route.ts", "lib/auth/cookies"],
  ["app/user/page.tsx", "lib/auth/page-guards"],
  ["components/auth/role-gate.tsx", "lib/auth/page-guards"],
  ["proxy.ts", "lib/auth/config"],
  ["lib/api/with-route.ts", "lib/auth/session"],
  ["lib/auth/session.ts", "lib/accounts/caller.dto"],
  ["lib/auth/page-guards.ts", "lib/auth/session"],
  ["lib/predictions/predictions.cache.ts", "lib/accounts/roles.rules"],
];

let root = "";

function specifier(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "request-auth-boundary-"));
  const imports = new Map<string, string[]>();
  for (const [from, to] of [...FORBIDDEN, ...ALLOWED]) imports.set(from, [...(imports.get(from) ?? []), to]);
  const targets = new Set([...FORBIDDEN, ...ALLOWED].map(([, to]) => `${to}.ts`));
  for (const file of new Set([...imports.keys(), ...targets])) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    const lines = (imports.get(file) ?? []).map((to) => `import "${specifier(file, to)}";`);
    writeFileSync(path.join(root, file), `${lines.join("\n")}\nexport const name = ${JSON.stringify(file)};\n`);
  }
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("request-auth-at-the-edge", () => {
  it("is a rule of the repository's dependency-cruiser config", () => {
    expect(rule?.severity).toBe("error");
  });

  it("reports every importer of lib/auth outside the edge, and none at the edge or inside lib/auth", async () => {
    const result = await cruise(
      ["."],
      { baseDir: root, ruleSet: { forbidden: [rule] }, validate: true },
      { extensions: [".ts", ".tsx"] },
    );
    const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
    const reported = output.summary.violations.map((violation: { from: string; to: string }) => [
      violation.from,
      violation.to.replace(/\.tsx?$/, ""),
    ]);
    expect(reported.sort()).toEqual([...FORBIDDEN].sort());
  });
});
