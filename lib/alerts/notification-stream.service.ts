import "server-only";

import { logger } from "@/lib/logger";

import { getNotificationState, type NotificationState } from "./notification-stream.queries";
import { sseComment, sseEvent, sseRetry, unreadChanged, type UnreadEvent } from "./notification-stream.rules";

// A signed-in member's notification stream (GET /api/user/notifications/stream): the unread count and newest
// notification at connect, then again whenever they change. Each open stream polls the database (one indexed
// statement, notification-stream.queries.ts) rather than listening to an in-memory bus, so a notification written
// by any instance reaches a stream held by any other. A comment every heartbeat keeps proxies from timing out an
// idle stream, and each stream ends after a while: the browser's EventSource reconnects by itself, which checks
// the session again and spreads long-lived connections across instances.

export interface NotificationStreamOptions {
  /** Ends the stream (the client went away). */
  signal?: AbortSignal;
  /** How often the member's state is read. */
  pollMs?: number;
  /** How often a comment is sent when nothing else is. */
  heartbeatMs?: number;
  /** How long the stream lives before the server ends it (EventSource then reconnects). */
  maxLifetimeMs?: number;
  /** How long EventSource waits before reconnecting. */
  retryMs?: number;
  /** The state reader; the tests swap it. */
  readState?: (userId: string) => Promise<NotificationState | null>;
}

const STREAM_DEFAULTS = {
  pollMs: 2_000,
  heartbeatMs: 25_000,
  maxLifetimeMs: 5 * 60_000,
  retryMs: 3_000,
} as const;

const encoder = new TextEncoder();

/** The stream's body: `event: unread` with `{ unread, latestId }` at once and on every change. */
export function openNotificationStream(userId: string, options: NotificationStreamOptions = {}) {
  const { pollMs, heartbeatMs, maxLifetimeMs, retryMs } = { ...STREAM_DEFAULTS, ...withoutUndefined(options) };
  const readState = options.readState ?? getNotificationState;
  let last: UnreadEvent | null = null;
  let closed = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let stop = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      stop = () => {
        if (closed) return;
        closed = true;
        clearTimeout(pollTimer);
        for (const timer of timers) clearInterval(timer);
        options.signal?.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the reader.
        }
      };
      if (options.signal?.aborted) {
        stop();
        return;
      }
      options.signal?.addEventListener("abort", stop, { once: true });

      // Polls one after another (never two at once for one stream, however slow the database is).
      const poll = async () => {
        try {
          const state = await readState(userId);
          if (closed) return;
          if (state === null) return stop();
          if (unreadChanged(last, state)) {
            last = { unread: state.unread, latestId: state.latestId };
            send(sseEvent("unread", last));
          }
        } catch (error) {
          // The client reconnects after `retry`, and reads again then; the stream itself says nothing of why.
          logger.warn("alerts.stream_poll_failed", { userId, error });
          return stop();
        }
        if (!closed) pollTimer = setTimeout(() => void poll(), pollMs);
      };

      send(sseRetry(retryMs));
      void poll();
      timers.push(setInterval(() => send(sseComment("heartbeat")), heartbeatMs));
      timers.push(setTimeout(stop, maxLifetimeMs));
    },
    cancel() {
      stop();
    },
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
