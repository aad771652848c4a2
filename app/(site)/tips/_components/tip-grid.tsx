"use client";

import { TipCard } from "@/components/tips/tip-card";
import { kickoffDayLabel } from "@/lib/predictions/day-label.rules";
import { unlockTip } from "@/lib/predictions/tip-lock.rules";
import type { TipView } from "@/lib/catalogue/browse.cache";

import { useMemberTips } from "./use-member-tips";
import { useUtcToday } from "./use-utc-today";

/**
 * The tip cards. Loaded by TipsBrowser after the first paint, so the member's unlock and the day labels
 * after hydration cost no first-load JavaScript. `day` is the UTC day the server labelled the tips on.
 */
export function TipGrid({ tips, day }: { tips: TipView[]; day: string }) {
  const today = useUtcToday(day);
  const full = useMemberTips();
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {tips.map((tip) => (
        <li key={tip.id}>
          <TipCard tip={{ ...unlockTip(tip, full), timeframe: kickoffDayLabel(tip.matchDate, today) }} />
        </li>
      ))}
    </ul>
  );
}
