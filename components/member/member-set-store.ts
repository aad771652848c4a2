import type { ApiResult } from "@/lib/api/client";

// A small client store for "which of these does the member have" sets (favourites of one kind, tracked
// predictions). One store per set for the whole page: every button reads the same snapshot, so a page
// with fifty hearts makes one GET. Changes are optimistic: the id set flips at once, the server answers,
// and a failure puts the previous state back. The store belongs to one user id; a different signed-in
// user starts from scratch, so nobody ever sees another account's hearts after switching.

type SetStatus = "idle" | "loading" | "ready" | "error";

export interface SetSnapshot<T extends { id: string }> {
  userId: string | null;
  status: SetStatus;
  /** What the member has, as the server described it (newest first). */
  items: readonly T[];
  /** The ids shown as "on": items plus optimistic additions, minus optimistic removals. */
  ids: ReadonlySet<string>;
  /** Ids with a write in flight (their buttons are disabled). */
  pending: ReadonlySet<string>;
  error: string | null;
}

interface ToggleCalls<T> {
  add: (id: string) => Promise<ApiResult<T>>;
  remove: (id: string) => Promise<ApiResult<null>>;
}

export interface MemberSetStore<T extends { id: string }> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SetSnapshot<T>;
  /** Loads once for this user (deduplicated across every caller); later calls are no-ops. */
  ensure: (userId: string) => void;
  /** Loads again (after an error, or the refresh button). */
  reload: () => void;
  /** Flips one id optimistically; resolves with the server's result (the previous state is back on failure). */
  toggle: (id: string, calls: ToggleCalls<T>) => Promise<ApiResult<T | null>>;
}

const EMPTY_SET: ReadonlySet<string> = new Set();

export function createMemberSetStore<T extends { id: string }>(
  load: (signal: AbortSignal) => Promise<ApiResult<readonly T[]>>,
): MemberSetStore<T> {
  const initial: SetSnapshot<T> = {
    userId: null,
    status: "idle",
    items: [],
    ids: EMPTY_SET,
    pending: EMPTY_SET,
    error: null,
  };
  let state = initial;
  let controller: AbortController | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<SetSnapshot<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  function fetchAll() {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const userId = state.userId;
    set({ status: "loading", error: null });
    void load(current.signal).then((result) => {
      // A newer load, or another user, owns the store now.
      if (current.signal.aborted || state.userId !== userId) return;
      if (result.success) {
        set({ status: "ready", items: result.data, ids: new Set(result.data.map((item) => item.id)) });
      } else {
        set({ status: "error", error: result.error });
      }
    });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    ensure(userId) {
      if (state.userId !== userId) {
        controller?.abort();
        state = { ...initial, userId };
      }
      if (state.status === "idle") fetchAll();
    },
    reload() {
      if (state.userId) fetchAll();
    },
    async toggle(id, calls) {
      const userId = state.userId;
      const wasOn = state.ids.has(id);
      const removedIndex = state.items.findIndex((item) => item.id === id);
      const removedItem = state.items[removedIndex];
      const ids = new Set(state.ids);
      if (wasOn) ids.delete(id);
      else ids.add(id);
      set({
        ids,
        items: wasOn ? state.items.filter((item) => item.id !== id) : state.items,
        pending: new Set(state.pending).add(id),
      });

      const result: ApiResult<T | null> = wasOn ? await calls.remove(id) : await calls.add(id);
      if (state.userId !== userId) return result;
      const pending = new Set(state.pending);
      pending.delete(id);
      // Removing something already gone is what the member wanted: treat the 404 as success.
      const succeeded = result.success || (wasOn && result.status === 404);
      if (!succeeded) {
        // Undo this id only: other buttons may have changed the set meanwhile.
        const ids = new Set(state.ids);
        if (wasOn) ids.add(id);
        else ids.delete(id);
        let items = state.items;
        if (wasOn && removedItem) {
          const rest = state.items.filter((item) => item.id !== id);
          items = [...rest.slice(0, removedIndex), removedItem, ...rest.slice(removedIndex)];
        }
        set({ ids, items, pending });
        return result;
      }
      if (!wasOn && result.success && result.data) {
        const added = result.data;
        set({ items: [added, ...state.items.filter((item) => item.id !== id)], pending });
      } else {
        set({ pending });
      }
      return result.success ? result : { success: true, data: null };
    },
  };
}
