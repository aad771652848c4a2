"use client";

import { useEffect, useState } from "react";

import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import { fullPicksById, TIPS_MAX, type FullTodayPick } from "@/lib/predictions/tip-lock.rules";


const NONE: ReadonlyMap<string, FullTodayPick> = new Map();

/**
 * Today's picks the signed-in viewer's plan shows in full, by id; empty for a visitor (the static page is
 * already their view) and until the answer arrives. Asked of GET /api/predictions/today with the session,
 * so the server decides what the plan includes; asked again when the viewer changes (sign-in, sign-out).
 */
export function useMemberTips(): ReadonlyMap<string, FullTodayPick> {
  const { status, user } = useAuth();
  const viewer = status === "authenticated" ? (user?.id ?? null) : null;
  const [answer, setAnswer] = useState<{ viewer: string; full: ReadonlyMap<string, FullTodayPick> } | null>(null);

  useEffect(() => {
    if (!viewer) return;
    const controller = new AbortController();
    void apiFetch<{ id: string; withheld?: boolean }[]>("/predictions/today", { query: { limit: TIPS_MAX }, signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.success) setAnswer({ viewer, full: fullPicksById(result.data) });
    });
    return () => controller.abort();
  }, [viewer]);

  return answer && answer.viewer === viewer ? answer.full : NONE;
}
