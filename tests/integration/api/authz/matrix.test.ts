// The authorisation matrix: every admin and super-admin route method (and the member routes listed), called as
// anonymous, USER, ADMIN and SUPER_ADMIN. Refused callers get 401 (anonymous) or 403; allowed callers get
// anything but 401/403 (404 for made-up ids is fine). A completeness check reads every route file under app/api
// and fails when an admin or super-admin method has no row, so a new route cannot skip the matrix.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

import type { AuthzHandler, AuthzRow } from "./row";

const rowModules = import.meta.glob<{ rows: AuthzRow[] }>("./*.rows.ts", { eager: true });
const rows = Object.values(rowModules).flatMap((module) => module.rows);

type Caller = "anonymous" | "USER" | "ADMIN" | "SUPER_ADMIN";
const headersFor: Partial<Record<Caller, Record<string, string>>> = {};

beforeAll(async () => {
  for (const role of ["USER", "ADMIN", "SUPER_ADMIN"] as const)
    headersFor[role] = (await makeUserWithToken(role)).headers;
  headersFor.anonymous = {};
});

function expectedRefusal(row: AuthzRow, caller: Caller): 401 | 403 | null {
  if (caller === "anonymous") return 401;
  if (row.level === "member") return null;
  if (caller === "USER") return 403;
  if (caller === "ADMIN" && row.level === "super_admin") return 403;
  return null;
}

function urlFor(row: AuthzRow): string {
  return row.path.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(row.params?.[name] ?? name));
}

describe.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))("%s", (_, row) => {
  it.each(["anonymous", "USER", "ADMIN", "SUPER_ADMIN"] as const)("as %s", async (caller) => {
    const refusal = expectedRefusal(row, caller);
    if (refusal === null && row.method !== "GET" && row.body === undefined) return;
    const handler = (await row.load())[row.method] as AuthzHandler | undefined;
    expect(handler, `${row.path} exports ${row.method}`).toBeTypeOf("function");
    const response = await callRoute(
      handler!,
      jsonRequest(row.method, urlFor(row), row.body, headersFor[caller]),
      row.params ?? {},
    );
    if (refusal === null) expect([401, 403]).not.toContain(response.status);
    else expect(response.status).toBe(refusal);
  });
});

const API_ROOT = path.resolve(__dirname, "../../../../app/api");
const METHOD_AUTH =
  /export const (GET|POST|PUT|PATCH|DELETE) = withRoute[^(]*\(\s*\{[^}]*?auth: "(admin|super_admin)"/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

describe("completeness", () => {
  it("lists every admin and super-admin method of every route file, at its declared level", () => {
    const declared = routeFiles(API_ROOT).flatMap((file) => {
      const routePath = "/api/" + path.relative(API_ROOT, path.dirname(file)).split(path.sep).join("/");
      return [...readFileSync(file, "utf8").matchAll(METHOD_AUTH)].map(
        (match) => `${match[1]} ${routePath} ${match[2]}`,
      );
    });
    // Member rows are extra: the completeness check is over the admin levels.
    const listed = rows.filter((row) => row.level !== "member").map((row) => `${row.method} ${row.path} ${row.level}`);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((entry) => !listed.includes(entry)).sort()).toEqual([]);
    expect(listed.filter((entry) => !declared.includes(entry)).sort()).toEqual([]);
  });
});
