// The wire format of the notification stream (Server-Sent Events, per the HTML standard's "text/event-stream"):
// pure, so the route's tests and the browser's reader agree on it.

/** The bell's state as each `unread` event carries it. */
export interface UnreadEvent {
  unread: number;
  latestId: string | null;
}

/** One event: its name and its data as one JSON line (JSON never holds a raw newline, so one `data:` field). */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, it keeps proxies and load balancers from closing an idle stream. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, " ")}\n\n`;
}

/** How long EventSource waits before reconnecting once the server ends the stream. */
export function sseRetry(milliseconds: number): string {
  return `retry: ${Math.max(0, Math.round(milliseconds))}\n\n`;
}

/** Whether two states differ for the bell (a new notification, or a read elsewhere). */
export function unreadChanged(before: UnreadEvent | null, after: UnreadEvent): boolean {
  return before === null || before.unread !== after.unread || before.latestId !== after.latestId;
}

/** The `unread` event's data read back (the browser side); null when it is not one. */
export function readUnreadEvent(data: string): UnreadEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { unread, latestId } = parsed as { unread?: unknown; latestId?: unknown };
    if (typeof unread !== "number" || !Number.isInteger(unread) || unread < 0) return null;
    if (latestId !== null && typeof latestId !== "string") return null;
    return { unread, latestId };
  } catch {
    return null;
  }
}
