import { describe, expect, it } from "vitest";

import { openNotificationStream } from "@/lib/alerts/notification-stream.service";
import { getNotificationState } from "@/lib/alerts/notification-stream.queries";
import { db } from "@/db";
import { notifications } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { sseReader } from "@/tests/helpers/sse";

// The stream's own timing, on short intervals: heartbeats while nothing changes, the end of its life, the end when
// the member is gone or the state cannot be read, and the one statement it polls.

describe("getNotificationState", () => {
  it("counts the unread and names the newest, for the member only; null for a missing member", async () => {
    const member = await makeUserWithToken("USER");
    expect(await getNotificationState(member.user.id)).toEqual({ unread: 0, latestId: null });
    const [older, newer] = [await makePrediction(), await makePrediction()];
    await db.insert(notifications).values([
      { userId: member.user.id, predictionId: older.id, kind: "value_pick", createdAt: new Date(Date.now() - 60_000) },
      { userId: member.user.id, predictionId: newer.id, kind: "value_pick", readAt: new Date() },
    ]);
    const [newest] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where((await import("drizzle-orm")).eq(notifications.predictionId, newer.id));
    expect(await getNotificationState(member.user.id)).toEqual({ unread: 1, latestId: newest!.id });
    expect(await getNotificationState("00000000-0000-0000-0000-000000000000")).toBeNull();
  });
});

describe("openNotificationStream", () => {
  it("sends heartbeats while nothing changes and ends after its lifetime", async () => {
    const member = await makeUserWithToken("USER");
    const events = sseReader(
      openNotificationStream(member.user.id, { pollMs: 50, heartbeatMs: 100, maxLifetimeMs: 450, retryMs: 1234 }),
    );
    expect((await events.next())?.retry).toBe(1234);
    expect(await events.next()).toMatchObject({ event: "unread", data: JSON.stringify({ unread: 0, latestId: null }) });
    const comments: string[] = [];
    for (;;) {
      const message = await events.next(2000);
      if (message === null) break;
      expect(message.event).toBeNull();
      comments.push(...message.comments);
    }
    expect(comments.length).toBeGreaterThanOrEqual(3);
    expect(new Set(comments)).toEqual(new Set(["heartbeat"]));
  });

  it("ends when the member is gone or the state cannot be read, and at once when already aborted", async () => {
    const gone = sseReader(openNotificationStream("nobody", { pollMs: 50, readState: async () => null }));
    expect((await gone.next())?.retry).toEqual(expect.any(Number));
    expect(await gone.next()).toBeNull();

    const broken = sseReader(
      openNotificationStream("x", {
        pollMs: 50,
        readState: async () => {
          throw new Error("database down");
        },
      }),
    );
    await broken.next();
    expect(await broken.next()).toBeNull();

    const aborted = sseReader(openNotificationStream("x", { signal: AbortSignal.abort() }));
    expect(await aborted.next()).toBeNull();
  });

  it("stops polling once the reader cancels", async () => {
    let reads = 0;
    const events = sseReader(
      openNotificationStream("x", {
        pollMs: 20,
        readState: async () => {
          reads += 1;
          return { unread: reads, latestId: null };
        },
      }),
    );
    await events.nextEvent();
    await events.nextEvent();
    await events.cancel();
    const after = reads;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads).toBeLessThanOrEqual(after + 1);
  });
});
