import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/admin/audit-log/route";
import { PUT as putConfig } from "@/app/api/automation/config/route";
import { db } from "@/db";
import { auditLog } from "@/db/schema";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
let admin: Account;
let superAdmin: Account;
let member: Account;

interface Entry {
  id: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface Answer {
  entries: Entry[];
  pagination: { page: number; limit: number; total: number; pages: number };
  filters: { actions: string[]; entityTypes: string[] };
}

const get = (query: string, headers?: Record<string, string>) =>
  callRoute<{ success: boolean; data: Answer; code?: string }>(
    GET,
    jsonRequest("GET", `/api/admin/audit-log${query}`, undefined, headers),
  );

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/admin/audit-log", () => {
  it("answers admins only", async () => {
    expect((await get("")).status).toBe(401);
    expect((await get("", member.headers)).status).toBe(403);
    expect((await get("", admin.headers)).status).toBe(200);
    expect((await get("", superAdmin.headers)).status).toBe(200);
  });

  it("lists an admin's action newest first, filtered by actor, action and entity", async () => {
    const saved = await callRoute(
      putConfig,
      jsonRequest("PUT", "/api/automation/config", { maxConcurrent: 4 }, admin.headers),
    );
    expect(saved.status).toBe(200);

    const byActor = await get(`?actor=${encodeURIComponent(admin.user.email.toUpperCase())}`, admin.headers);
    expect(byActor.status).toBe(200);
    const [newest] = byActor.body.data.entries;
    expect(newest).toMatchObject({ actorEmail: admin.user.email, action: "automation.config_update" });
    expect(byActor.body.data.entries.every((entry) => entry.actorEmail === admin.user.email)).toBe(true);
    expect(byActor.body.data.filters.actions).toContain("automation.config_update");

    const byAction = await get(`?action=automation.config_update&entityType=${newest!.entityType}`, admin.headers);
    expect(byAction.body.data.entries.map((entry) => entry.id)).toContain(newest!.id);
    expect(byAction.body.data.entries.every((entry) => entry.action === "automation.config_update")).toBe(true);

    const none = await get(`?actor=${encodeURIComponent(admin.user.email)}&action=user.delete`, admin.headers);
    expect(none.body.data).toMatchObject({ entries: [], pagination: { total: 0, pages: 1 } });
  });

  it("pages the entries", async () => {
    await db.insert(auditLog).values(
      Array.from({ length: 3 }, (_, index) => ({
        actorEmail: "system:paging-test",
        action: "test.page",
        entityType: "test",
        entityId: String(index),
      })),
    );
    const first = await get("?actor=system:paging-test&limit=2", admin.headers);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(first.body.data.entries).toHaveLength(2);
    const second = await get("?actor=system:paging-test&limit=2&page=2", admin.headers);
    expect(second.body.data.entries).toHaveLength(1);
  });

  it("treats LIKE wildcards in the actor filter literally", async () => {
    const res = await get("?actor=%25", admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.entries).toEqual([]);
  });

  it("refuses bad filters with a 4xx envelope", async () => {
    for (const query of [
      "?limit=0",
      "?limit=101",
      "?page=-1",
      "?action=drop%20table",
      "?entityType=a%27b",
      `?actor=${"x".repeat(101)}`,
    ]) {
      const res = await get(query, admin.headers);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    }
  });
});
