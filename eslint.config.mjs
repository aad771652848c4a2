// ESLint flat config: Next's core-web-vitals and TypeScript rules, plus three architecture rules
// (docs/architecture.md, "The stack"):
// - route handlers (app/**/route.ts) go through services, never the database directly;
// - configuration is read through lib/env.ts (validated with zod), never process.env, outside the few
//   places that run before or beside it;
// - numbers and dates become text in lib/format only (fixed locales, so server HTML and hydration agree).
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "db/migrations/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
    "next-env.d.ts",
  ]),
  {
    files: ["app/**/route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/db",
              message: "Route handlers call domain services (lib/<domain>/*.service.ts), not the database.",
            },
          ],
          patterns: [
            {
              group: ["@/db/*"],
              message: "Route handlers call domain services (lib/<domain>/*.service.ts), not the database.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    ignores: [
      "lib/env.ts",
      "lib/logger.ts",
      "lib/seo/site-url.ts",
      "db/**",
      "scripts/**",
      "tests/**",
      "bench/**",
      "**/*.config.*",
      "instrumentation.ts",
      "next.config.ts",
      // The production server entry runs before Next and lib/env load (node:http layer, PORT/HOST).
      "server.mjs",
      // Process-level flags set by Next (NEXT_PHASE, NEXT_RUNTIME) and by server.mjs at run time.
      "lib/cache/**",
      "lib/**/*.cache.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through `env` from lib/env.ts." },
      ],
    },
  },
  {
    files: [
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "hooks/**/*.{ts,tsx}",
      "lib/**/*.{ts,tsx}",
      "db/**/*.{ts,tsx}",
      "inngest/**/*.{ts,tsx}",
    ],
    // Wall-clock arithmetic in IANA zones reads Intl.DateTimeFormat's parts to compute offsets, not to write text.
    ignores: ["lib/format/**", "lib/time/zoned-time.rules.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message:
            "Numbers and dates become text in lib/format (numbers.rules.ts, dates.rules.ts): one home per format.",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message:
            "Numbers and dates become text in lib/format (numbers.rules.ts, dates.rules.ts): one home per format.",
        },
      ],
    },
  },
  {
    // CommonJS config files (dependency-cruiser's) load their neighbours with require().
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
