"use client";

import { OddsFormatControl } from "@/components/predictions/odds-format-control";
import { TipCard } from "@/components/tips/tip-card";
import { kickoffDayLabel } from "@/lib/time/days.rules";
import { tipForViewer } from "@/lib/predictions/tip-lock.rules";
import type { TipView } from "@/lib/browse/browse.cache";

import { useViewerTips } from "./use-viewer-tips";
import { useViewerToday } from "./use-viewer-today";

/**
 * The tip cards and the odds format switch. Loaded by TipsBrowser after the first paint, so the viewer's own shaping
 * (useViewerTips) and the day labels after hydration and the switch's behaviour cost no first-load JavaScript. `day` is
 * the UTC day the server labelled the tips on; the browser relabels them in its own zone.
 */
export function TipGrid({
  tips,
  day,
  range,
}: {
  tips: TipView[];
  day: string;
  range: { start: string; end: string } | null;
}) {
  const { today, timeZone } = useViewerToday(day);
  const picks = useViewerTips(range);
  return (
    <>
      <div className="flex justify-end">
        <OddsFormatControl />
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tips.map((tip) => (
          <li key={tip.id}>
            <TipCard
              tip={{ ...tipForViewer(tip, picks), timeframe: kickoffDayLabel(tip.matchDate, today, timeZone) }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
