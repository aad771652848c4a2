"use client";

import { useEffect, useState } from "react";

export interface CountUpProps {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
}

const format = (value: number, decimals: number, prefix: string, suffix: string) => `${prefix}${value.toFixed(decimals)}${suffix}`;

/**
 * A measured figure that counts up from zero once on load. The server renders the final value (so the
 * page reads right without JavaScript), screen readers only ever get the final value, and visitors who
 * prefer reduced motion see no animation.
 */
export function CountUp({ value, decimals = 0, prefix = "", suffix = "", durationMs = 1200 }: CountUpProps) {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (value === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      setShown(value * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);
  return (
    <>
      <span aria-hidden="true">{format(shown, decimals, prefix, suffix)}</span>
      <span className="sr-only">{format(value, decimals, prefix, suffix)}</span>
    </>
  );
}
