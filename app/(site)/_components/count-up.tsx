"use client";

import { useEffect, useRef } from "react";

export interface CountUpProps {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
}

const format = (value: number, decimals: number, prefix: string, suffix: string) =>
  `${prefix}${value.toFixed(decimals)}${suffix}`;

/**
 * A measured figure that counts up from zero once on load. The server renders the final value (so the
 * page reads right without JavaScript), screen readers only ever get the final value, and visitors who
 * prefer reduced motion see no animation. Frames write the text node directly rather than through React
 * state, so the animation costs no re-renders on a slow phone.
 */
export function CountUp({ value, decimals = 0, prefix = "", suffix = "", durationMs = 1200 }: CountUpProps) {
  const shown = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const node = shown.current;
    if (!node || value === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      node.textContent = format(value * (1 - (1 - t) ** 3), decimals, prefix, suffix);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      node.textContent = format(value, decimals, prefix, suffix);
    };
  }, [value, decimals, prefix, suffix, durationMs]);
  return (
    <>
      <span ref={shown} aria-hidden="true">
        {format(value, decimals, prefix, suffix)}
      </span>
      <span className="sr-only">{format(value, decimals, prefix, suffix)}</span>
    </>
  );
}
