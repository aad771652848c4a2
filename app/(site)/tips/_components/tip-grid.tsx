"use client";

import { OddsFormatSwitch } from "@/components/predictions/odds-format-switch";
import { useOddsFormat } from "@/components/predictions/use-odds-format";
import { TipCard } from "@/components/tips/tip-card";
import { kickoffDayLabel } from "@/lib/predictions/day-label.rules";
import { unlockTip } from "@/lib/predictions/tip-lock.rules";
import type { TipView } from "@/lib/catalogue/browse.cache";

import { useMemberTips } from "./use-member-tips";
import { useUtcToday } from "./use-utc-today";

/**
 * The tip cards and the odds format switch. Loaded by TipsBrowser after the first paint, so the member's
 * unlock, the day labels after hydration and the switch's behaviour cost no first-load JavaScript. `day` is
 * the UTC day the server labelled the tips on.
 */
export function TipGrid({ tips, day }: { tips: TipView[]; day: string }) {
  const today = useUtcToday(day);
  const full = useMemberTips();
  const odds = useOddsFormat();
  return (
    <>
      <div className="flex justify-end">
        <OddsFormatSwitch current={odds.format} onSelect={odds.select} />
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {tips.map((tip) => (
        <li key={tip.id}>
          <TipCard tip={{ ...unlockTip(tip, full), timeframe: kickoffDayLabel(tip.matchDate, today) }} />
        </li>
      ))}
      </ul>
    </>
  );
}
