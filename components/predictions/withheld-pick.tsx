"use client";

import Link from "next/link";
import { LockIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/components/providers/use-auth";
import type { WithheldReason } from "@/lib/predictions/entitlements.rules";
import { routes } from "@/lib/site-config";
import { clsx } from "clsx";

const MESSAGE: Record<WithheldReason, string> = {
  premium: "A premium pick: the pick, price and EV are for Premium, Enterprise and VIP members.",
  daily_limit:
    "Beyond the day's free picks: Basic shows more each day, Premium and above every prediction's pick, price and EV.",
};

/**
 * What a card shows in place of a pick the viewer's plan does not include. The server never sent the
 * pick, so there is nothing to reveal here: only the way to get it (Upgrade, and Sign in for visitors,
 * whose plan may already include it).
 */
export function WithheldPick({ reason, className }: { reason: WithheldReason; className?: string }) {
  const { status } = useAuth();
  return (
    <div
      className={clsx("flex flex-col gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm", className)}
      data-testid="prediction-withheld"
      data-reason={reason}
    >
      <p className="flex items-start gap-2 text-muted-foreground">
        <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{MESSAGE[reason]}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={routes.user.subscription} className={buttonVariants({ size: "sm", variant: "brand" })}>
          Upgrade
        </Link>
        {status === "anonymous" ? (
          <Link href={routes.auth.login} className={buttonVariants({ size: "sm", variant: "outline" })}>
            Sign in
          </Link>
        ) : null}
      </div>
    </div>
  );
}
