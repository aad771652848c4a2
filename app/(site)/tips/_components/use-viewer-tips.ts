"use client";

import { useEffect, useState } from "react";

import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import { runtimeTimeZone } from "@/lib/time/zoned-time.rules";
import { TIPS_MAX, TIPS_READ_PAGE, viewerPicksById, type ViewerPick } from "@/lib/predictions/tip-lock.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

const NONE: ReadonlyMap<string, ViewerPick> = new Map();

type ListAnswer = { predictions: ViewerPick[]; pagination: { pages: number | null } };

/**
 * The page's tips as this viewer's own list shapes them, by id: empty for a visitor in UTC (the static page
 * is already their view) and until the answer arrives. A signed-in member, or a visitor whose browser is in
 * another zone (their free picks are counted on their own days), asks GET /api/predictions for the page's
 * kick-off range with the session and the zone cookie, so the tips agree with the viewer's /predictions and
 * detail pages; asked again when the viewer changes (sign-in, sign-out).
 */
export function useViewerTips(range: { start: string; end: string } | null): ReadonlyMap<string, ViewerPick> {
  const { status, user } = useAuth();
  const viewer = status === "authenticated" ? (user?.id ?? null) : null;
  const [answer, setAnswer] = useState<{ key: string; picks: ReadonlyMap<string, ViewerPick> } | null>(null);
  // Only the request depends on the zone (nothing rendered does), so reading it while rendering is safe.
  const zone = typeof window === "undefined" ? DEFAULT_TIME_ZONE : runtimeTimeZone();
  const key =
    range && (viewer || zone !== DEFAULT_TIME_ZONE)
      ? `${viewer ?? "visitor"}|${zone}|${range.start}|${range.end}`
      : null;

  useEffect(() => {
    if (!key || !range) return;
    const controller = new AbortController();
    void (async () => {
      const picks: ViewerPick[] = [];
      for (let page = 1; page <= TIPS_MAX / TIPS_READ_PAGE; page += 1) {
        const query = {
          startDate: range.start,
          endDate: range.end,
          sort: "kickoff",
          limit: String(TIPS_READ_PAGE),
          page: String(page),
        };
        const result = await apiFetch<ListAnswer>("/predictions", { query, signal: controller.signal });
        if (controller.signal.aborted || !result.success) return;
        picks.push(...result.data.predictions);
        if ((result.data.pagination.pages ?? 1) <= page) break;
      }
      setAnswer({ key, picks: viewerPicksById(picks) });
    })();
    return () => controller.abort();
    // The key names everything the answer depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return answer && answer.key === key ? answer.picks : NONE;
}
