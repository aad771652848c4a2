"use client";

import { useEffect, useState } from "react";

import { runtimeTimeZone } from "@/lib/time/zoned-time.rules";
import { dayOf } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

const CHECK_MS = 60_000;

/**
 * The viewer's day ('YYYY-MM-DD') and zone. It starts as `serverDay` in UTC, the day the prerendered page was
 * read on, so hydration matches the HTML; then it follows the browser's zone and clock, also across
 * midnight while the page stays open, and the Today/Tomorrow labels with it.
 */
export function useViewerToday(serverDay: string): { today: string; timeZone: string } {
  const [state, setState] = useState({ today: serverDay, timeZone: DEFAULT_TIME_ZONE });
  useEffect(() => {
    const timeZone = runtimeTimeZone();
    const check = () =>
      setState((current) => {
        const today = dayOf(new Date(), timeZone);
        return current.today === today && current.timeZone === timeZone ? current : { today, timeZone };
      });
    check();
    const timer = window.setInterval(check, CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return state;
}
