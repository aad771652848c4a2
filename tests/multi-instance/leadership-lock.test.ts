import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  LEADERSHIP_LOCK_NAMESPACE,
  postgresLeadershipLock,
  SCHEDULE_LEADERSHIP_KEY,
} from "@/lib/jobs/leadership.service";

import { startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/throwaway-postgres";

// The schedule's leadership lock on a real PostgreSQL server (lib/jobs/leadership.service.ts): one holder at a
// time, a holder that asks again is only confirmed, and the lock passes on when its connection ends.

let server: ThrowawayPostgres;
let admin: postgres.Sql;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  admin = postgres(server.url, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await admin?.end({ timeout: 2 });
  server?.destroy();
});

async function holders(): Promise<number[]> {
  const rows = await admin<{ pid: number }[]>`
    select pid from pg_locks
    where locktype = 'advisory' and classid = ${LEADERSHIP_LOCK_NAMESPACE}::int::oid
      and objid = ${SCHEDULE_LEADERSHIP_KEY}::int::oid
      and objsubid = 2 and granted`;
  return rows.map((row) => row.pid);
}

describe("the PostgreSQL leadership lock", () => {
  it("has one holder; asking again confirms without a second hold; releasing lets the other take it", async () => {
    const a = postgresLeadershipLock(server.url);
    const b = postgresLeadershipLock(server.url);
    try {
      expect(await a.hold()).toBe(true);
      expect(await b.hold()).toBe(false);
      expect(await a.hold()).toBe(true);
      expect(await holders()).toHaveLength(1);

      await a.release();
      expect(await b.hold()).toBe(true);
      expect(await holders()).toHaveLength(1);
    } finally {
      await Promise.all([a.release().catch(() => {}), b.release()]);
    }
  });

  it("passes to another process when the holder's connection drops, and the old holder then follows", async () => {
    const a = postgresLeadershipLock(server.url);
    const b = postgresLeadershipLock(server.url);
    try {
      expect(await a.hold()).toBe(true);
      const [pid] = await holders();
      await admin`select pg_terminate_backend(${pid!})`;

      expect(await b.hold()).toBe(true);
      // a's next call runs on a new connection, which does not hold the lock and cannot take it.
      await expect(a.hold().catch(() => a.hold())).resolves.toBe(false);
      expect(await holders()).toHaveLength(1);
    } finally {
      await Promise.all([a.release(), b.release()]);
    }
  });
});
