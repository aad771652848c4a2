"use client";

import * as React from "react";

import { apiFetch, type ApiRequestInit } from "@/lib/api/client";

// The signed-in pages are static shells (docs/decisions.md, "Signed-in pages as static shells"): the HTML is
// the same for every member and comes from the cache, and the member's own data is read here, once the
// page has loaded, from the JSON API, which checks the session against the database and answers only what
// this caller may read. A 401 ends the local session and sends the browser to sign in (lib/api/client.ts).

type MemberData<T> =
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
}

const LOADING = { status: "loading", data: null, error: null } as const;

/** The state an answer leaves: loaded, or failed with the last good data of the same request kept. */
function answerFor<T>(
  key: string,
  previous: { key: string; state: MemberData<T> } | null,
  result: Awaited<ReturnType<typeof apiFetch<T>>>,
) {
  const kept = previous?.key === key ? previous.state.data : null;
  const state: MemberData<T> = result.success
    ? { status: "loaded", data: result.data, error: null }
    : { status: "error", data: kept, error: result.error };
  return { key, state };
}

/** Reads `path` from the API when the page mounts, and again when `path` or `query` change. */
export function useMemberData<T>(path: string, query?: ApiRequestInit["query"]): MemberDataController<T> {
  // Each answer is kept with the request it answers, so one for an older query is never shown for a newer one.
  const key = `${path}?${JSON.stringify(query ?? {})}`;
  const [answer, setAnswer] = React.useState<{ key: string; state: MemberData<T> } | null>(null);
  const [reloading, setReloading] = React.useState(false);

  const read = React.useCallback(
    async (signal?: AbortSignal): Promise<boolean> => {
      const result = await apiFetch<T>(path, { query, signal });
      if (signal?.aborted) return false;
      setAnswer((previous) => answerFor(key, previous, result));
      return result.success;
    },
    // The key names everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  React.useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const result = await apiFetch<T>(path, { query, signal: controller.signal });
      if (!controller.signal.aborted) setAnswer((previous) => answerFor(key, previous, result));
    })();
    return () => controller.abort();
    // The key names everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = React.useCallback(async () => {
    setReloading(true);
    try {
      return await read();
    } finally {
      setReloading(false);
    }
  }, [read]);

  return { state: answer?.key === key ? answer.state : LOADING, reload, reloading };
}
