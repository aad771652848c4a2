import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Every app/api/**/route.ts must declare who may call each exported method, through withRoute's
// `auth` option, or be on the short list of routes that authenticate themselves (public
// endpoints are listed in one allowlist, and this test walks app/api/**/route.ts).

/** Routes outside the envelope that verify their callers themselves (next-auth, Inngest signing, webhooks). */
const SELF_AUTHENTICATING = [
  /^app\/api\/auth\/\[\.\.\.nextauth\]\//,
  /^app\/api\/inngest\//,
  /^app\/api\/payments\/webhooks\//,
];

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

const files = routeFiles("app/api").map((file) => file.split(path.sep).join("/"));

describe("API route access policies", () => {
  it("finds the route handlers", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s declares an auth policy for every method", (file) => {
    const source = readFileSync(file, "utf8");
    const destructured = /export\s+const\s+\{([^}]*)\}/.exec(source)?.[1] ?? "";
    const exported = HTTP_METHODS.filter(
      (method) =>
        new RegExp(`export\\s+(const|async function|function)\\s+${method}\\b`).test(source) ||
        new RegExp(`\\b${method}\\b`).test(destructured),
    );
    expect(exported.length, "exports at least one HTTP method").toBeGreaterThan(0);
    if (SELF_AUTHENTICATING.some((pattern) => pattern.test(file))) return;
    for (const method of exported) {
      const declaration = new RegExp(
        `export\\s+const\\s+${method}\\s*=\\s*withRoute\\(\\s*\\{[^}]*\\bauth:\\s*"(public|member|admin|super_admin)"`,
        "s",
      );
      expect(source, `${method} must be withRoute({ auth: ... })`).toMatch(declaration);
    }
  });
});
