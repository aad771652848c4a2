"use client";

import * as React from "react";

import { apiFetch } from "@/lib/api/client";

import { onNotificationArrived, setUnreadCount } from "./unread-store";

// A member's notifications, newest first, a page at a time (GET /api/user/notifications), read again when a new one
// arrives in this tab; marking read updates the list and the bell at once from the server's answer.

/** A notification as the API answers it (lib/alerts/alerts.dto.ts toNotificationDto). */
export interface NotificationItem {
  id: string;
  kind: string;
  predictionId: string | null;
  ruleId: string | null;
  payload: unknown;
  createdAt: string;
  readAt: string | null;
}

interface Page {
  notifications: NotificationItem[];
  unread: number;
  nextCursor: string | null;
}

type ListState =
  | { status: "loading"; items: NotificationItem[]; nextCursor: null; error: null }
  | { status: "ready"; items: NotificationItem[]; nextCursor: string | null; error: null }
  | { status: "error"; items: NotificationItem[]; nextCursor: string | null; error: string };

const LOADING: ListState = { status: "loading", items: [], nextCursor: null, error: null };

export function useNotificationList(limit: number) {
  const [state, setState] = React.useState<ListState>(LOADING);
  const [loadingMore, setLoadingMore] = React.useState(false);
  const generation = React.useRef(0);

  /** The first page's answer applied, unless a newer read has started since (older pages shown are dropped). */
  const apply = React.useCallback((mine: number, result: Awaited<ReturnType<typeof apiFetch<Page>>>) => {
    if (mine !== generation.current) return;
    if (result.success) {
      setUnreadCount(result.data.unread);
      setState({ status: "ready", items: result.data.notifications, nextCursor: result.data.nextCursor, error: null });
    } else {
      setState((previous) => ({
        status: "error",
        items: previous.items,
        nextCursor: previous.nextCursor,
        error: result.error,
      }));
    }
  }, []);

  /** Reads the first page again: the list restarts at the newest. */
  const reload = React.useCallback(async () => {
    const mine = ++generation.current;
    apply(mine, await apiFetch<Page>("/user/notifications", { query: { limit } }));
  }, [apply, limit]);

  React.useEffect(() => {
    const read = async () => {
      const mine = ++generation.current;
      const result = await apiFetch<Page>("/user/notifications", { query: { limit } });
      apply(mine, result);
    };
    void read();
    return onNotificationArrived(() => void read());
  }, [apply, limit]);

  const loadMore = React.useCallback(async () => {
    if (state.nextCursor === null) return;
    const mine = generation.current;
    setLoadingMore(true);
    const result = await apiFetch<Page>("/user/notifications", { query: { limit, cursor: state.nextCursor } });
    setLoadingMore(false);
    if (mine !== generation.current) return;
    if (result.success) {
      setUnreadCount(result.data.unread);
      setState((previous) => ({
        status: "ready",
        items: [
          ...previous.items,
          ...result.data.notifications.filter((item) => !previous.items.some((seen) => seen.id === item.id)),
        ],
        nextCursor: result.data.nextCursor,
        error: null,
      }));
    } else {
      setState((previous) => ({ ...previous, status: "error", error: result.error }));
    }
  }, [limit, state.nextCursor]);

  const markRead = React.useCallback(async (ids: string[] | "all") => {
    const now = new Date().toISOString();
    setState((previous) => ({
      ...previous,
      items: previous.items.map((item) =>
        item.readAt === null && (ids === "all" || ids.includes(item.id)) ? { ...item, readAt: now } : item,
      ),
    }));
    const result = await apiFetch<{ marked: number; unread: number }>("/user/notifications/read", {
      method: "POST",
      body: ids === "all" ? { all: true } : { ids },
    });
    if (result.success) setUnreadCount(result.data.unread);
    return result.success;
  }, []);

  return { state, reload, loadMore, loadingMore, markRead };
}
