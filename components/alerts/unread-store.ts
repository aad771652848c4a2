"use client";

import * as React from "react";

import { apiFetch, buildUrl } from "@/lib/api/client";
import { readUnreadEvent } from "@/lib/alerts/notification-stream.rules";

// The member's unread count and newest notification in this tab, shared by the header's bell, its list and
// /user/notifications. One live connection per tab, opened while anything shows the count: the server's event
// stream (GET /api/user/notifications/stream), or, when the stream cannot be held (an old proxy, a refused
// connection), a read of the first page every 30 s. A new notification (its id changes) tells the lists to read
// again; marking read anywhere in the tab sets the count at once from the server's answer.

const POLL_INTERVAL_MS = 30_000;
const STREAM_PATH = "/user/notifications/stream";

export interface UnreadSnapshot {
  /** null until the first answer. */
  unread: number | null;
  latestId: string | null;
  /** How the count is kept fresh: the event stream, polling, or not at all (nobody is showing it). */
  transport: "stream" | "polling" | "idle";
}

let snapshot: UnreadSnapshot = { unread: null, latestId: null, transport: "idle" };
const listeners = new Set<() => void>();
const arrivals = new Set<() => void>();

function update(next: Partial<UnreadSnapshot>) {
  const merged = { ...snapshot, ...next };
  if (
    merged.unread === snapshot.unread &&
    merged.latestId === snapshot.latestId &&
    merged.transport === snapshot.transport
  )
    return;
  const arrived = snapshot.unread !== null && merged.latestId !== snapshot.latestId && merged.latestId !== null;
  snapshot = merged;
  for (const listener of listeners) listener();
  if (arrived) for (const listener of arrivals) listener();
}

/** Sets the count from a write's answer (POST /api/user/notifications/read answers the new unread count). */
export function setUnreadCount(unread: number) {
  update({ unread });
}

/** Calls `listener` when a notification newer than the last one known arrives. */
export function onNotificationArrived(listener: () => void): () => void {
  arrivals.add(listener);
  return () => {
    arrivals.delete(listener);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => snapshot;
const SERVER_SNAPSHOT: UnreadSnapshot = { unread: null, latestId: null, transport: "idle" };
const getServerSnapshot = () => SERVER_SNAPSHOT;

// ── The one connection per tab ───────────────────────────────────────────────────────────────────────────

let users = 0;
let stopConnection: (() => void) | null = null;

async function pollOnce(signal: AbortSignal) {
  const result = await apiFetch<{ notifications: { id: string }[]; unread: number }>("/user/notifications", {
    query: { limit: 1 },
    signal,
  });
  if (result.success && !signal.aborted) {
    update({ unread: result.data.unread, latestId: result.data.notifications[0]?.id ?? null });
  }
}

function startPolling(): () => void {
  const controller = new AbortController();
  update({ transport: "polling" });
  void pollOnce(controller.signal);
  const timer = window.setInterval(() => void pollOnce(controller.signal), POLL_INTERVAL_MS);
  return () => {
    window.clearInterval(timer);
    controller.abort();
  };
}

function startConnection(): () => void {
  if (typeof EventSource === "undefined") return startPolling();
  let fallback: (() => void) | null = null;
  const source = new EventSource(buildUrl(STREAM_PATH), { withCredentials: true });
  source.addEventListener("unread", (event) => {
    const state = readUnreadEvent((event as MessageEvent<string>).data);
    if (state) update({ ...state, transport: "stream" });
  });
  // EventSource reconnects by itself after a dropped connection; it gives up (CLOSED) only when the server refuses
  // the stream (a 401, a 503 from load shedding, a proxy that answers something else). Polling takes over then.
  source.addEventListener("error", () => {
    if (source.readyState === EventSource.CLOSED && !fallback) fallback = startPolling();
  });
  return () => {
    source.close();
    fallback?.();
  };
}

/** Keeps the count live while the calling component is mounted (the connection is shared by every caller). */
function useLiveConnection(enabled: boolean) {
  React.useEffect(() => {
    if (!enabled) return;
    users += 1;
    if (users === 1) stopConnection = startConnection();
    return () => {
      users -= 1;
      if (users === 0) {
        stopConnection?.();
        stopConnection = null;
        update({ transport: "idle" });
      }
    };
  }, [enabled]);
}

/** The live unread state; `enabled` false leaves the connection alone (e.g. while signed out). */
export function useUnread(enabled = true): UnreadSnapshot {
  useLiveConnection(enabled);
  return React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
