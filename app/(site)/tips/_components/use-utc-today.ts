"use client";

import { useEffect, useState } from "react";

import { utcDay } from "@/lib/predictions/day-label.rules";

const CHECK_MS = 60_000;

/**
 * The current UTC day ('YYYY-MM-DD'). It starts as `serverDay`, the day the prerendered page was read on,
 * so hydration matches the HTML; then it follows the browser's clock, also across midnight while the page
 * stays open, and the Today/Tomorrow labels with it.
 */
export function useUtcToday(serverDay: string): string {
  const [today, setToday] = useState(serverDay);
  useEffect(() => {
    const check = () => setToday(utcDay(new Date()));
    check();
    const timer = window.setInterval(check, CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
