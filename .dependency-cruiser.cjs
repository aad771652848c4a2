// The import rules of the codebase (docs/architecture.md, "The stack"), checked by `npm run lint:deps` in CI.
// Each domain folder lib/<domain>/ names its files by role: *.queries.ts (SQL only), *.rules.ts (pure, no
// I/O), *.service.ts (owns the rules that need I/O; the only writers), *.cache.ts (cached readers for
// pages), *.dto.ts (shapes sent out), *.input.ts (zod schemas of what comes in), *.client.ts (an outside
// service's HTTP client). Dependencies run one way: handlers and pages → cache readers → services →
// queries → db/schema, with rules and DTOs usable from anywhere below the UI.
const { LIB_LAYERS } = require("./lib-layers.cjs");

/**
 * One rule per folder of lib/: it may not import a folder listed above it in lib-layers.cjs. Together they
 * also forbid two folders importing each other and any cycle of folders, since every arrow points down.
 */
const layerRules = LIB_LAYERS.map((layer, index) => ({
  name: `lib-stack-${layer}`,
  severity: "error",
  comment: `lib/${layer} is level ${index + 1} of lib-layers.cjs: it imports only the folders listed before it.`,
  from: { path: `^lib/${layer}/` },
  to: { path: `^lib/(${LIB_LAYERS.slice(index + 1).join("|") || "(?!)"})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "lib-stack-listed",
      severity: "error",
      comment: "Every folder of lib/ has its place in lib-layers.cjs (a new folder is placed there first).",
      from: { path: "^lib/[^/]+/", pathNot: `^lib/(${LIB_LAYERS.join("|")})/` },
      to: {},
    },
    {
      name: "lib-stack-listed-target",
      severity: "error",
      comment: "Nothing imports a folder of lib/ that lib-layers.cjs does not list.",
      from: { path: "^lib/" },
      to: { path: `^lib/(?!(${LIB_LAYERS.join("|")})/)[^/]+/` },
    },
    {
      name: "lib-loose-files-at-the-floor",
      severity: "error",
      comment:
        "The files directly in lib/ (env, logger, rate limit, site config, CSP) are used by every folder: they " +
        "import only lib/core.",
      from: { path: "^lib/[^/]+$" },
      to: { path: "^lib/(?!core/)[^/]+/" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "Files that import each other cannot be read, tested or moved one at a time.",
      from: {},
      to: { circular: true },
    },
    {
      name: "handlers-call-services",
      severity: "error",
      comment: "Route handlers and pages go through services (or cached readers); only queries touch the database.",
      from: { path: "^app/" },
      to: { path: ["^db/(index|migrate|sql/|seed/)", "\\.queries\\.ts$"] },
    },
    {
      name: "queries-only-sql",
      severity: "error",
      comment: "Queries read and write rows; they never call services, cached readers, jobs or clients.",
      from: { path: "\\.queries\\.ts$" },
      to: { path: ["\\.(service|cache|client)\\.ts$", "^lib/jobs/", "^lib/cache/", "^inngest/"] },
    },
    {
      name: "rules-are-pure",
      severity: "error",
      comment: "A *.rules.ts file is pure: no database, no services, no network.",
      from: { path: "\\.rules\\.ts$" },
      to: {
        path: [
          "^db/(index|migrate|sql/)",
          "\\.(queries|service|cache|client)\\.ts$",
          "^lib/jobs/",
          "^lib/cache/",
          "^lib/net/",
        ],
      },
    },
    {
      name: "services-never-read-the-cache",
      severity: "error",
      comment: "Cached readers call services, never the reverse: a service gets what it needs as arguments.",
      from: { path: "\\.service\\.ts$" },
      to: { path: "\\.cache\\.ts$" },
    },
    {
      name: "request-auth-at-the-edge",
      severity: "error",
      comment:
        "lib/auth resolves who is calling a request (session cookie, bearer token, API key, page guards, " +
        "next-auth). Only the edge uses it: pages and route handlers (app/), the server components that gate " +
        "rendering (components/), proxy.ts and withRoute (lib/api). Domains receive a Caller " +
        "(lib/accounts/caller.dto.ts) and use the accounts domain's primitives (roles, password hashing, session " +
        "tokens); lib/auth depends on lib/accounts, never the reverse.",
      from: { pathNot: "^(app/|components/|proxy\\.ts$|lib/api/|lib/auth/)" },
      to: { path: "^lib/auth/" },
    },
    {
      name: "cache-plumbing-below-services",
      severity: "error",
      comment:
        "lib/cache holds the cache's plumbing (tags, revalidation, micro-cache, the Redis handler): it knows no " +
        "domain.",
      from: { path: "^lib/cache/" },
      to: { path: "\\.(service|queries|cache)\\.ts$" },
    },
    {
      name: "engine-is-self-contained",
      severity: "error",
      comment: "The engine is pure maths over plain data: it imports nothing of the application.",
      from: { path: "^lib/engine/" },
      to: { path: "^(lib/(?!engine/)|db/|app/|components/|hooks/|inngest/)" },
    },
    {
      name: "lib-below-ui",
      severity: "error",
      comment: "Server code and shared rules never import pages, components or hooks.",
      from: { path: "^(lib|db|inngest)/" },
      to: { path: "^(app|components|hooks)/" },
    },
    {
      name: "jobs-below-inngest",
      severity: "error",
      comment: "Inngest functions are entry points (like route handlers): lib/ dispatches jobs through lib/jobs.",
      from: { path: "^(lib|db)/" },
      to: { path: "^inngest/" },
    },
    {
      name: "sql-helpers-below-lib",
      severity: "error",
      comment: "db/sql holds SQL helpers under every domain: the keyset paging that needs cursors lives in lib/core.",
      from: { path: "^db/sql/" },
      to: { path: "^lib/" },
    },
    {
      name: "schema-is-the-bottom",
      severity: "error",
      comment: "The database schema depends on nothing of the application.",
      from: { path: "^db/schema/" },
      to: { path: "^(lib|app|components|hooks|inngest)/" },
    },
    {
      name: "hooks-below-components",
      severity: "error",
      comment: "Hooks are used by components, not the other way round.",
      from: { path: "^hooks/" },
      to: { path: "^components/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|db/migrations|tests|bench|scripts|e2e)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.deps.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.mts"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
