// knip (`npm run lint:knip`, part of `npm run lint`): unused files, exports, types and dependencies. Its
// plugins read next.config.ts (app router files, proxy.ts, instrumentation.ts), vitest.config.ts and
// playwright.config.ts (tests, set-up files), drizzle.config.ts, eslint, postcss and dependency-cruiser.
// The entries below are the files those configs cannot show: ones started by a path string (a spawned
// child, a `node`/`tsx` command, a path handed to Next) rather than imported.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // The production server (scripts/start.mjs imports it) and the command-line tools: package.json
    // scripts, .ci/run (scripts/newcomer-smoke.mjs), README's by-hand commands (bench/demo-world.ts,
    // bench/model-history.ts).
    "server.mjs",
    "scripts/*.{ts,mjs}",
    "bench/*.ts",
    // Child processes started by a path string: bench/scale.ts, bench/alerts.ts, scripts/e2e-server.mjs, the tests
    // startTsxChild and the integration global set-up.
    "bench/lib/scale-pipeline.ts",
    "bench/lib/fake-push-process.ts",
    "tests/e2e/support/seed-value-fixtures.ts",
    "tests/{faults,multi-instance}/children/*.ts",
    "tests/helpers/pglite-template.ts",
    // vitest.config.ts aliases `server-only` to this file by path.
    "tests/helpers/server-only-stub.ts",
    // next.config.ts hands these to Next as `cacheHandler`/`cacheHandlers` paths when REDIS_URL is set.
    "lib/cache/redis/{page,use}-cache-handler.mjs",
    // Type declarations of the .mjs modules: TypeScript reads them beside the .mjs that code imports.
    "{lib,scripts}/**/*.d.mts",
    // The layer list that .dependency-cruiser.cjs and scripts/deps-report.mjs require.
    "lib-layers.cjs",
    // The Inngest client and functions, served by app/api/inngest/route.ts.
    "inngest/index.ts",
    // The service worker: the browser loads it from /sw.js (registered by the member pages), nothing imports it.
    "public/sw.js",
  ],
  ignoreIssues: {
    // shadcn/ui primitives (components.json): each keeps its upstream set of exports (DialogPortal,
    // SelectGroup, badgeVariants…), so a screen can use the rest of a primitive without editing it.
    "components/ui/**": ["exports"],
    // POST /api/automation/start names its own body schema, today the same object as the config's PUT body.
    "lib/pipeline/automation.input.ts": ["duplicates"],
  },
  // app/fonts.ts hands next/font/local a path into these packages (node_modules/@fontsource-variable/…),
  // which no import statement shows.
  ignoreDependencies: ["@fontsource-variable/geist", "@fontsource-variable/geist-mono"],
  // tests/helpers/throwaway-postgres.ts runs PostgreSQL as its own user through util-linux's runuser when root.
  ignoreBinaries: ["runuser"],
};

export default config;
