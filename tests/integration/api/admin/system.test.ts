import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/admin/system/route";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";
import type { SystemReadout } from "@/lib/system/admin.service";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
let admin: Account;
let member: Account;

const get = (headers?: Record<string, string>) =>
  callRoute<{ data: SystemReadout }>(GET, jsonRequest("GET", "/api/admin/system", undefined, headers));

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/admin/system", () => {
  it("answers admins only", async () => {
    expect((await get()).status).toBe(401);
    expect((await get(member.headers)).status).toBe(403);
  });

  it("reads the database, job runner and runtime as they are", async () => {
    const res = await get(admin.headers);
    expect(res.status).toBe(200);
    const system = res.body.data;
    const expectedEngine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    expect(system.database.engine).toBe(expectedEngine);
    expect(system.database.version).toMatch(/PostgreSQL/);
    expect(system.database.sizeBytes).toBeGreaterThan(0);
    expect(system.jobs.runner).toBe("local");
    expect(system.runtime.nodeVersion).toBe(process.version);
    expect(system.runtime.nextVersion).toMatch(/^16\./);
    expect(system.runtime.uptimeSeconds).toBeGreaterThanOrEqual(0);
    const tableNames = system.tables.map((table) => table.name);
    expect(tableNames).toEqual(expect.arrayContaining(["users", "predictions", "matches", "audit_log"]));
    expect(system.database.tableCount).toBe(system.tables.length);
  });

  it("counts rows exactly", async () => {
    const before = (await get(admin.headers)).body.data;
    await makePrediction();
    await makeUserWithToken("USER");
    const after = (await get(admin.headers)).body.data;
    expect(after.counts.predictions).toBe(before.counts.predictions + 1);
    expect(after.counts.users).toBe(before.counts.users + 1);
    expect(after.tables.find((table) => table.name === "predictions")!.rows).toBe(after.counts.predictions);
  });
});
