"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/lazy-toast";

import { apiFetch } from "@/lib/api/client";
import { toCardData, type LiveListPage, type LiveSummary, type PredictionCardSource } from "@/lib/predictions/card.dto";
import { runtimeTimeZone } from "@/lib/time/zoned-time.rules";
import {
  apiQueryKey,
  filtersToApiQuery,
  filtersToSearchParams,
  filtersToWindowsQuery,
  LIVE_REFRESH_MS,
  type DateWindow,
  type LiveFilters,
  type WindowCounts,
} from "@/lib/predictions/live-filters.rules";

import { serverListState, type LiveListState, type LiveListWindow } from "./live-list-view";

// Loading, reloading and the real-time switch of the live list:
// real-time on by default, reloading every 30 s; a manual refresh returns the list to loading.

type ListResponse = {
  predictions: PredictionCardSource[];
  pagination: { page: number; total: number | null; pages: number | null; totalAbove?: number };
};
type WindowsResponse = { counts: WindowCounts; defaultWindow: DateWindow; summary: LiveSummary };

/** Inline message of a failed load ('API error: {error}', or the fallback text). */
function failureMessage(error: string | undefined): string {
  return error ? `API error: ${error}` : "Failed to load predictions";
}

/**
 * `viewer` is the signed-in user's id (null for a visitor or while the session loads). The server's
 * first paint is the visitor's view (withheld picks without pick or odds); a member's plan may include
 * more, so the list is reloaded with their session as soon as it is known, and again if it changes.
 */
export function useLivePredictions(filters: LiveFilters, initial: LiveListPage, viewer: string | null = null) {
  // The server's first paint answers the default filters on the day it was cached. Render it for the
  // default filters (no clock reads while rendering: the page is prerendered), then check the day in
  // an effect and load when it does not answer this page's filters.
  const startsWithServerList = initial.queryKey !== "" && filtersToSearchParams(filters).toString() === "";
  const [state, setState] = useState<LiveListState>(() =>
    startsWithServerList ? serverListState(initial).state : { kind: "loading" },
  );
  const [lastUpdate, setLastUpdate] = useState<Date | null>(() =>
    startsWithServerList ? serverListState(initial).lastUpdate : null,
  );
  const [listWindow, setWindow] = useState<LiveListWindow>(() =>
    startsWithServerList ? serverListState(initial).window : { date: filters.date, counts: null, summary: null },
  );
  const [realtime, setRealtime] = useState(true);
  const requestRef = useRef<AbortController | null>(null);
  const failedRef = useRef(false);

  const fail = useCallback((error: string | undefined, mode: "foreground" | "background") => {
    setState({ kind: "error", message: failureMessage(error) });
    // One toast per outage, not one every 30 s while the API stays down.
    if (mode === "foreground" || !failedRef.current) {
      toast.error("API Connection Failed", { description: error || "Could not connect to backend API" });
    }
    failedRef.current = true;
  }, []);

  const load = useCallback(
    async (mode: "foreground" | "background") => {
      requestRef.current?.abort();
      const controller = new AbortController();
      requestRef.current = controller;
      if (mode === "foreground") {
        setState({ kind: "loading" });
        setWindow((current) => ({
          date: filters.date ?? current.date,
          counts: current.counts,
          summary: current.summary,
        }));
      }
      const signal = controller.signal;
      const windowsQuery = filtersToWindowsQuery(filters);
      // Without a date in the URL the tab counts decide the window (the first with picks), so they come
      // first; with one, both are asked at once.
      let windows: WindowsResponse | null = null;
      if (filters.date === null) {
        const counted = await apiFetch<WindowsResponse>("/predictions/windows", { query: windowsQuery, signal });
        if (signal.aborted) return;
        if (!counted.success) return fail(counted.error, mode);
        windows = counted.data;
      }
      const date = filters.date ?? windows!.defaultWindow;
      // The tab's days are the browser's own: the server counts the windows in the same zone (its cookie).
      const [result, counted] = await Promise.all([
        apiFetch<ListResponse>("/predictions", {
          query: filtersToApiQuery({ ...filters, date }, new Date(), runtimeTimeZone()),
          signal,
        }),
        windows ? null : apiFetch<WindowsResponse>("/predictions/windows", { query: windowsQuery, signal }),
      ]);
      if (signal.aborted) return;
      if (result.success) {
        failedRef.current = false;
        const { page, total, pages, totalAbove } = result.data.pagination;
        setState({ kind: "loaded", items: result.data.predictions.map(toCardData), total, totalAbove, page, pages });
        // Counts that failed to load leave the tabs and cards without numbers rather than the list without picks.
        const answered = windows ?? (counted?.success ? counted.data : null);
        setWindow({ date, counts: answered?.counts ?? null, summary: answered?.summary ?? null });
        setLastUpdate(new Date());
        return;
      }
      fail(result.error, mode);
    },
    [filters, fail],
  );

  // Filters changed, or the server's list does not answer them: load.
  const firstRun = useRef(true);
  useEffect(() => {
    const first = firstRun.current;
    firstRun.current = false;
    // The server painted UTC days: a browser in another zone, or on another day, asks for its own.
    if (
      first &&
      startsWithServerList &&
      apiQueryKey(filtersToApiQuery({ ...filters, date: initial.date }, new Date(), runtimeTimeZone())) ===
        initial.queryKey
    )
      return;
    void load("foreground");
    // startsWithServerList and initial only matter on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  // Real-time: reload every 30 s while on.
  useEffect(() => {
    if (!realtime) return;
    const timer = window.setInterval(() => void load("background"), LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [realtime, load]);

  // The signed-in viewer changed (the session was read after hydration, a sign-in or a sign-out): the
  // list on screen was shaped for someone else, so reload it quietly with the current session.
  const viewerRef = useRef<string | null>(null);
  useEffect(() => {
    if (viewerRef.current === viewer) return;
    viewerRef.current = viewer;
    void load("background");
    // Only the viewer triggers this; filter changes load through the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer]);

  useEffect(() => () => requestRef.current?.abort(), []);

  const toggleRealtime = useCallback(() => {
    if (realtime) toast("Real-time Disabled", { description: "Stopped listening for updates" });
    else toast("Real-time Enabled", { description: "Now listening for live updates" });
    setRealtime(!realtime);
  }, [realtime]);

  const refresh = useCallback(() => {
    toast("Refreshing", { description: "Loading latest predictions from API" });
    void load("foreground");
  }, [load]);

  const retry = useCallback(() => void load("foreground"), [load]);

  return { state, window: listWindow, lastUpdate, realtime, toggleRealtime, refresh, retry };
}
