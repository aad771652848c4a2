import { describe, expect, it } from "vitest";

import { GET as stream } from "@/app/api/user/notifications/stream/route";
import { db } from "@/db";
import { notifications } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";
import { sseReader } from "@/tests/helpers/sse";

// GET /api/user/notifications/stream: the member's unread count and newest notification as Server-Sent Events, at
// connect and whenever they change (polled every 2 s, so a notification written by any instance shows within one
// interval), ended when the client goes away.

type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

async function open(member: Member) {
  const controller = new AbortController();
  const request = jsonRequest("GET", "/api/user/notifications/stream", undefined, member.headers);
  const response = await stream(new Request(request, { signal: controller.signal }) as typeof request, {
    params: Promise.resolve({}) as Promise<never>,
  });
  return { response, events: sseReader(response.body!), close: () => controller.abort() };
}

async function notify(userId: string, readAt: Date | null = null) {
  const pick = await makePrediction();
  const [row] = await db
    .insert(notifications)
    .values({ userId, predictionId: pick.id, kind: "value_pick", payload: { title: "A v B" }, readAt })
    .returning({ id: notifications.id });
  return row!.id;
}

const unreadOf = (data: string | null) => JSON.parse(data ?? "null") as { unread: number; latestId: string | null };

describe("notification stream", () => {
  it("answers 401 in the envelope to a visitor, and opens no stream", async () => {
    const answer = await callRoute(stream, jsonRequest("GET", "/api/user/notifications/stream"));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: "unauthorized" });
  });

  it("sends the state at connect, then a new notification within the poll interval, then ends on abort", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    await notify(member.user.id, new Date());
    const { response, events, close } = await open(member);
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(response.headers.get("cache-control")).toContain("no-transform");
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(response.headers.get("x-accel-buffering")).toBe("no");

      const retry = await events.next();
      expect(retry?.retry).toBeGreaterThan(0);
      const first = await events.nextEvent();
      expect(first?.event).toBe("unread");
      const initial = unreadOf(first!.data);
      expect(initial.unread).toBe(0);
      expect(initial.latestId).toEqual(expect.any(String));

      // Another member's notification changes nothing here; the member's own arrives within one interval.
      await notify(other.user.id);
      const started = Date.now();
      const id = await notify(member.user.id);
      const next = await events.nextEvent(4000);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(unreadOf(next!.data)).toEqual({ unread: 1, latestId: id });
    } finally {
      close();
    }
    // The stream ends once the client has gone.
    expect(await events.nextEvent(3000)).toBeNull();
  });

  it("reports a read made elsewhere (another tab marking all read)", async () => {
    const member = await makeUserWithToken("USER");
    const id = await notify(member.user.id);
    const { events, close } = await open(member);
    try {
      expect(unreadOf((await events.nextEvent())!.data)).toEqual({ unread: 1, latestId: id });
      await db.update(notifications).set({ readAt: new Date() });
      expect(unreadOf((await events.nextEvent(4000))!.data)).toEqual({ unread: 0, latestId: id });
    } finally {
      close();
    }
  });
});
