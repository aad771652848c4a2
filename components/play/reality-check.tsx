"use client";

import * as React from "react";
import Link from "next/link";
import { TimerIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import type { PlayLimitsDto } from "@/lib/play/play-limits.dto";
import { realityCheckTiming, sessionLengthText } from "@/lib/play/reality-check.rules";
import { routes, siteConfig } from "@/lib/site-config";

// The reality check: for a signed-in member who chose an interval, a reminder after each full interval of session
// time. The session's start and the reminders already dismissed live in sessionStorage, so moving between pages or
// reloading keeps counting, and a new tab or browser session starts again. Loaded only in a signed-in browser (a
// lazy chunk of components/layout/signed-in-controls.tsx).

const START_KEY = "edgecast.session-start";
const ACK_KEY = "edgecast.reality-acknowledged";

function readNumber(key: string): number | null {
  const value = Number(window.sessionStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function sessionStart(): number {
  const stored = readNumber(START_KEY);
  if (stored !== null) return stored;
  const now = Date.now();
  window.sessionStorage.setItem(START_KEY, String(now));
  return now;
}

export function RealityCheck() {
  const [interval, setIntervalMinutes] = React.useState<number | null>(null);
  const [dueMinutes, setDueMinutes] = React.useState<number | null>(null);
  const [acknowledged, setAcknowledged] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    void apiFetch<PlayLimitsDto>("/user/play-limits", { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted || !result.success) return;
      setAcknowledged(readNumber(ACK_KEY) ?? 0);
      setIntervalMinutes(result.data.realityCheckMinutes);
    });
    return () => controller.abort();
  }, []);

  React.useEffect(() => {
    if (!interval) return;
    const start = sessionStart();
    const timing = realityCheckTiming(start, interval, Date.now(), acknowledged);
    // A reminder already due shows on the next tick, like one that falls due later.
    const timer = window.setTimeout(() => {
      const next = realityCheckTiming(start, interval, Date.now(), acknowledged);
      if (next.msUntilNext === 0) setDueMinutes(next.elapsedIntervals * interval);
    }, timing.msUntilNext);
    return () => window.clearTimeout(timer);
  }, [interval, acknowledged]);

  if (dueMinutes === null || !interval) return null;

  const dismiss = () => {
    const count = Math.floor(dueMinutes / interval);
    window.sessionStorage.setItem(ACK_KEY, String(count));
    setDueMinutes(null);
    setAcknowledged(count);
  };

  return (
    <div
      role="alertdialog"
      aria-labelledby="reality-check-title"
      data-testid="reality-check"
      className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-3 rounded-xl border bg-background p-5 shadow-lg"
    >
      <p id="reality-check-title" className="flex items-center gap-2 font-semibold">
        <TimerIcon className="size-4" aria-hidden="true" />
        You have been on {siteConfig.name} for {sessionLengthText(dueMinutes)}
      </p>
      <p className="text-sm text-muted-foreground">Time for a break? A time-out pauses alerts and suggestions.</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="brand" size="sm" onClick={dismiss}>
          <Link href={`${routes.user.settings}?tab=safer-play#time-out`}>Take a break</Link>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={dismiss}>
          Continue
        </Button>
      </div>
    </div>
  );
}
