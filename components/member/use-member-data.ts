"use client";

import * as React from "react";

import { apiFetch, type ApiRequestInit } from "@/lib/api/client";

// The signed-in pages are static shells (docs/decisions.md, "Signed-in pages as static shells"): the HTML is
// the same for every member and comes from the cache, and the member's own data is read here, once the
// page has loaded, from the JSON API, which checks the session against the database and answers only what
// this caller may read. A 401 ends the local session and sends the browser to sign in (lib/api/client.ts).

export type MemberData<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "loaded"; data: T; error: null }
  /** `data`: the last good answer, kept on screen when a reload fails (null when the first read failed). */
  | { status: "error"; data: T | null; error: string };

export interface MemberDataController<T> {
  state: MemberData<T>;
  /** Reads the data again; the last good answer stays on screen while it loads. Resolves to whether it worked. */
  reload: () => Promise<boolean>;
  /** Whether a reload is under way (the first read is `status: "loading"`). */
  reloading: boolean;
  /** Replaces the data with an answer the page already has (after a write that returned it). */
  replace: (data: T) => void;
}

/** Reads `path` from the API when the page mounts (and again when `query` changes). */
export function useMemberData<T>(path: string, query?: ApiRequestInit["query"]): MemberDataController<T> {
  const [state, setState] = React.useState<MemberData<T>>({ status: "loading", data: null, error: null });
  const [reloading, setReloading] = React.useState(false);
  const key = `${path}?${JSON.stringify(query ?? {})}`;
  const latest = React.useRef(key);
  latest.current = key;

  const read = React.useCallback(
    async (signal?: AbortSignal): Promise<boolean> => {
      const asked = key;
      const result = await apiFetch<T>(path, { query, signal });
      if (signal?.aborted || latest.current !== asked) return false;
      if (result.success) {
        setState({ status: "loaded", data: result.data, error: null });
        return true;
      }
      setState((previous) => ({ status: "error", data: previous.data, error: result.error }));
      return false;
    },
    // The key names everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  React.useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === "loading" ? previous : { status: "loading", data: null, error: null }));
    void read(controller.signal);
    return () => controller.abort();
  }, [read]);

  const reload = React.useCallback(async () => {
    setReloading(true);
    try {
      return await read();
    } finally {
      setReloading(false);
    }
  }, [read]);

  const replace = React.useCallback((data: T) => setState({ status: "loaded", data, error: null }), []);
  return { state, reload, reloading, replace };
}
