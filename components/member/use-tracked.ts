"use client";

import * as React from "react";
import { toast } from "@/lib/lazy-toast";

import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";

import { createMemberSetStore, type SetSnapshot } from "./member-set-store";

// Which predictions the member follows, shared by every TrackButton on a page: one
// GET /api/user/tracked-predictions/ids per page, optimistic Follow/Following with rollback and a toast.

type TrackedId = { id: string };

const store = createMemberSetStore<TrackedId>(async (signal) => {
  const result = await apiFetch<string[]>("/user/tracked-predictions/ids", { signal });
  return result.success ? { success: true, data: result.data.map((id) => ({ id })) } : result;
});

export interface TrackedController {
  status: SetSnapshot<TrackedId>["status"] | "anonymous" | "session-loading";
  isTracked: (predictionId: string) => boolean;
  isPending: (predictionId: string) => boolean;
  /** Follows or unfollows; on failure the button flips back and a toast explains. Resolves true on success. */
  toggle: (predictionId: string) => Promise<boolean>;
}

export function useTracked(): TrackedController {
  const { status: authStatus, user } = useAuth();
  const snapshot = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const userId = authStatus === "authenticated" ? (user?.id ?? null) : null;

  React.useEffect(() => {
    if (userId) store.ensure(userId);
  }, [userId]);

  const toggle = React.useCallback(async (predictionId: string) => {
    const following = store.getSnapshot().ids.has(predictionId);
    const result = await store.toggle(predictionId, {
      add: async (id) => {
        const added = await apiFetch<TrackedId>("/user/tracked-predictions", {
          method: "POST",
          body: { predictionId: id },
        });
        return added.success ? { success: true, data: { id } } : added;
      },
      remove: (id) => apiFetch<null>(`/user/tracked-predictions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    });
    if (result.success) {
      toast.success(following ? "You no longer follow this prediction" : "You now follow this prediction", {
        description: following ? undefined : "It counts towards your dashboard statistics.",
      });
      return true;
    }
    toast.error(following ? "Could not unfollow this prediction" : "Could not follow this prediction", {
      description: result.error,
    });
    return false;
  }, []);

  const current = snapshot.userId === userId ? snapshot : null;
  return {
    status: authStatus === "loading" ? "session-loading" : !userId ? "anonymous" : (current?.status ?? "idle"),
    isTracked: (id) => Boolean(current?.ids.has(id)),
    isPending: (id) => Boolean(current?.pending.has(id)),
    toggle,
  };
}
