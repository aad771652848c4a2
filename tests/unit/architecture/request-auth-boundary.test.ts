import { createRequire } from "node:module";

import { type IConfiguration, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { removeImportTree, reportedPairs, writeImportTree, type ImportPair } from "@/tests/helpers/import-tree";

// The rule that keeps request authentication (lib/auth) at the edge, run by dependency-cruiser itself over a
// small tree laid out like the repository: what it reports is exactly the set of importers outside the edge.

const config = createRequire(import.meta.url)("../../../.dependency-cruiser.cjs") as IConfiguration;
const rule = config.forbidden?.find((candidate) => candidate.name === "request-auth-at-the-edge") as IForbiddenRuleType;

/** importer → the module it imports (paths relative to the fixture root, without extension). */
const FORBIDDEN: ImportPair[] = [
  ["lib/accounts/users.service.ts", "lib/auth/session"],
  ["lib/accounts/caller.dto.ts", "lib/auth/api-keys"],
  ["lib/predictions/predictions.service.ts", "lib/auth/page-guards"],
  ["lib/content-security-policy.ts", "lib/auth/cookies"],
  ["db/seed/accounts.ts", "lib/auth/cookies"],
  ["hooks/use-session.ts", "lib/auth/config"],
  ["inngest/functions/run.ts", "lib/auth/session"],
  ["instrumentation.ts", "lib/auth/index"],
];
const ALLOWED: ImportPair[] = [
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

beforeAll(() => {
  root = writeImportTree("request-auth-boundary", [...FORBIDDEN, ...ALLOWED]);
});

afterAll(() => removeImportTree(root));

describe("request-auth-at-the-edge", () => {
  it("is a rule of the repository's dependency-cruiser config", () => {
    expect(rule?.severity).toBe("error");
  });

  it("reports every importer of lib/auth outside the edge, and none at the edge or inside lib/auth", async () => {
    const reported = await reportedPairs(root, [rule]);
    expect(reported.sort()).toEqual([...FORBIDDEN].sort());
  });
});
