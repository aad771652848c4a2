"use client";

import * as React from "react";

/** The current time, moving every `intervalMs`: ages ("price seen 3 min ago") stay true while a page is open. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = React.useState(() => new Date());
  React.useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
