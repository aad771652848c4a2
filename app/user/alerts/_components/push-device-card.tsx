"use client";

import Link from "next/link";
import { BellOffIcon, BellRingIcon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { badgeVariants } from "@/components/ui/badge-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { routes } from "@/lib/site-routes";

import { usePushDevice, type PushDeviceStatus } from "./use-push-device";

const STATE_TEXT: Record<PushDeviceStatus, string> = {
  checking: "Checking this browser…",
  unsupported:
    "This browser cannot receive push notifications (it has no service workers or Push API, or the page is not " +
    "served over HTTPS). Alerts still reach you in the app and by e-mail.",
  denied:
    "Notifications are blocked for this site in this browser. Allow them in the browser's site settings (the icon " +
    "beside the address), then come back to enable push.",
  off: "Push is not enabled on this device.",
  on: "Push is enabled on this device: alerts from rules with the Push channel arrive here.",
};

/** Whether this browser receives pushed alerts, with Enable / Disable, and an honest word when it cannot. */
export function PushDeviceCard({ pushSwitchOn }: { pushSwitchOn: boolean | null }) {
  const { status, busy, error, enable, disable } = usePushDevice();
  const masterOff = pushSwitchOn === false;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg" role="heading" aria-level={2}>
          This device&apos;s push
          {status === "on" || status === "off" ? (
            <span className={badgeVariants({ variant: status === "on" ? "success" : "muted" })}>
              {status === "on" ? "Enabled" : "Not enabled"}
            </span>
          ) : null}
        </CardTitle>
        <CardDescription>Each browser and phone you use subscribes on its own.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3 text-sm">
        <p data-testid="push-device-state" data-state={status} aria-live="polite">
          {STATE_TEXT[status]}
        </p>
        {masterOff && (status === "on" || status === "off") ? (
          <p className="text-warning-strong">
            Push notifications are switched off in your{" "}
            <Link href={routes.user.settings} className="font-medium underline underline-offset-4">
              settings
            </Link>
            , so nothing is pushed to any device until you switch them on.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
        {status === "off" ? (
          <BusyButton
            busy={busy}
            busyLabel="Enabling..."
            icon={BellRingIcon}
            variant="brand"
            disabled={masterOff}
            onClick={() => void enable()}
          >
            Enable push on this device
          </BusyButton>
        ) : status === "on" ? (
          <BusyButton
            busy={busy}
            busyLabel="Disabling..."
            icon={BellOffIcon}
            variant="outline"
            onClick={() => void disable()}
          >
            Disable push on this device
          </BusyButton>
        ) : null}
      </CardContent>
    </Card>
  );
}
