"use client";

import * as React from "react";

import { apiFetch } from "@/lib/api/client";

/**
 * Loads one page of an admin list from the API whenever `query` changes (the latest answer wins). On
 * failure the error is returned and no rows: the page shows its error state, never sample records.
 */
export function useAdminList<T>(path: string, query: Record<string, string | number | undefined>) {
  const [reloads, setReloads] = React.useState(0);
  const key = JSON.stringify(query);
  const request = `${path}?${key}#${reloads}`;
  // The answer remembers which request it answers: loading = the latest request has no answer yet.
  const [answer, setAnswer] = React.useState<{ request: string; data: T | null; error: string | null } | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    apiFetch<T>(path, {
      query: JSON.parse(key) as Record<string, string | number | undefined>,
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer(
        result.success ? { request, data: result.data, error: null } : { request, data: null, error: result.error },
      );
    });
    return () => controller.abort();
  }, [path, key, request]);

  const reload = React.useCallback(() => setReloads((count) => count + 1), []);
  return { data: answer?.data ?? null, error: answer?.error ?? null, loading: answer?.request !== request, reload };
}

/** A value that follows `value` after it has stopped changing for `ms` (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
