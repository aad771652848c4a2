import { createRequire } from "node:module";

import { type IConfiguration } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { removeImportTree, reportedPairs, writeImportTree, type ImportPair } from "@/tests/helpers/import-tree";

import { folderGraph } from "@/scripts/lib/deps-graph.mjs";

// The one-way stack of lib/ (lib-layers.cjs), run by dependency-cruiser itself over a small tree laid out like
// the repository, and the repository's own folder graph measured against it.

const require = createRequire(import.meta.url);
const config = require("../../../.dependency-cruiser.cjs") as IConfiguration;
const { LIB_LAYERS } = require("../../../lib-layers.cjs") as { LIB_LAYERS: string[] };
const stackRules = (config.forbidden ?? []).filter(
  (rule) => rule.name?.startsWith("lib-stack") || rule.name === "lib-loose-files-at-the-floor",
);

/** importer → the module it imports (paths relative to the fixture root, without extension). */
const FORBIDDEN: ImportPair[] = [
  ["lib/core/errors.ts", "lib/api/response"], // the floor reaching the HTTP layer
  ["lib/accounts/users.service.ts", "lib/subscriptions/subscriptions.queries"], // one step up
  ["lib/predictions/predictions.service.ts", "lib/pipeline/stages.service"], // far up
  ["lib/payments/checkout.service.ts", "lib/generation/generation.service"],
  ["lib/jobs/dispatch.service.ts", "lib/pipeline/job-bodies.service"], // plumbing reaching the bodies
  ["lib/newdomain/thing.service.ts", "lib/core/errors"], // a folder the stack does not list…
  ["lib/core/cursor.input.ts", "lib/newdomain/other.rules"], // …and an import of one
  ["lib/env.ts", "lib/ads/ads.input"], // a loose file of lib/ above the floor
];
const ALLOWED: ImportPair[] = [
  ["lib/api/response.ts", "lib/core/errors"],
  ["lib/subscriptions/subscriptions.queries.ts", "lib/accounts/users.service"],
  ["lib/pipeline/stages.service.ts", "lib/predictions/predictions.service"],
  ["lib/pipeline/job-bodies.service.ts", "lib/jobs/dispatch.service"],
  ["lib/predictions/predictions.cache.ts", "lib/predictions/predictions.service"], // inside one folder
  ["lib/rate-limit.ts", "lib/core/db-errors"],
  ["app/page.tsx", "lib/pipeline/stages.service"], // pages and handlers stand above lib/
];

let root = "";

beforeAll(() => {
  root = writeImportTree("lib-stack", [...FORBIDDEN, ...ALLOWED]);
});

afterAll(() => removeImportTree(root));

describe("the stack of lib/", () => {
  it("has one rule per listed folder, each an error", () => {
    expect(stackRules.filter((rule) => /^lib-stack-(?!listed)/.test(rule.name ?? "")).map((rule) => rule.name)).toEqual(
      LIB_LAYERS.map((layer) => `lib-stack-${layer}`),
    );
    for (const rule of stackRules) expect(rule.severity).toBe("error");
  });

  it("reports every upward import, unlisted folder and loose file above the floor; nothing pointing down", async () => {
    const reported = await reportedPairs(root, stackRules);
    expect(reported.sort()).toEqual([...FORBIDDEN].sort());
  });

  it("holds for the repository: no two folders import each other, no cycle of folders, no upward arrow", () => {
    const graph = folderGraph(process.cwd(), LIB_LAYERS);
    expect(graph.pairs).toEqual([]);
    expect(graph.largestCycle).toEqual([]);
    expect(graph.upward).toEqual([]);
    expect(graph.unlisted).toEqual([]);
  });
});
