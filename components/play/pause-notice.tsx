"use client";

import * as React from "react";
import Link from "next/link";

import { apiFetch } from "@/lib/api/client";
import { formatLocalDateTime } from "@/lib/format/dates.rules";
import { runtimeTimeZone } from "@/lib/time/zoned-time.rules";
import type { PlayLimitsDto } from "@/lib/play/play-limits.dto";
import { SAFER_PLAY_PATH } from "@/lib/site-config";

/** The member's running pause, read once from GET /api/user/play-limits; undefined while it loads. */
function usePause(): PlayLimitsDto["pause"] | undefined {
  const [pause, setPause] = React.useState<PlayLimitsDto["pause"] | undefined>(undefined);
  React.useEffect(() => {
    const controller = new AbortController();
    void apiFetch<PlayLimitsDto>("/user/play-limits", { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setPause(result.success ? result.data.pause : null);
    });
    return () => controller.abort();
  }, []);
  return pause;
}

/** "5 Jan 2027, 18:00 (Europe/London)": the browser's own clock and zone, named. */
const localTime = (iso: string) => `${formatLocalDateTime(iso)} (${runtimeTimeZone()})`;

/** Its children (a prompt to buy or renew a plan) only once it is known that no time-out or self-exclusion runs. */
export function UnlessPaused({ children }: { children: React.ReactNode }) {
  return usePause() === null ? <>{children}</> : null;
}

/** A plain notice on the member's dashboard while a self-exclusion or a time-out runs: until when, what it means. */
export function PauseNotice() {
  const pause = usePause();
  if (!pause) return null;
  const excluded = pause.kind === "SELF_EXCLUSION";
  return (
    <div role="status" data-testid="pause-notice" className="rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="font-medium">
        {excluded ? "You are self-excluded" : "You are on a time-out"} until {localTime(pause.until)}.
      </p>
      <p className="mt-1 text-muted-foreground">
        You can still read your account and your bets. Until then we send no alerts or marketing, suggest no stakes and
        renew nothing.{" "}
        <Link href={SAFER_PLAY_PATH} className="underline underline-offset-4">
          Help and support
        </Link>
      </p>
    </div>
  );
}
