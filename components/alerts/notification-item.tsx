"use client";

import Link from "next/link";
import { clsx } from "clsx";

import { badgeVariants } from "@/components/ui/badge-variants";
import { describeNotification } from "@/lib/alerts/notification-payload.rules";
import { evTone } from "@/lib/format/prediction-display.rules";
import { TONE_TEXT_CLASS } from "@/lib/format/predictions.rules";

import type { NotificationItem } from "./use-notification-list";

/**
 * One notification: the match, the pick, and its figures each saying what it is (fair probability and its basis,
 * the best price and its bookmaker, the EV at that price, how old the price is, the lock hash), a "Demo data" badge
 * on demo picks, and when it came. Unread ones are marked by a dot and bold title, and are marked read when opened.
 * `compact` (the header's list) shows the pick, EV, price age and time only. Links lead only to paths on this site.
 */
export function NotificationEntry({
  item,
  now,
  compact = false,
  onOpen,
}: {
  item: NotificationItem;
  now: Date;
  compact?: boolean;
  /** Called when the member opens it (after the read is sent): e.g. to close the header's list. */
  onOpen: (item: NotificationItem) => void;
}) {
  const view = describeNotification(item, now);
  const unread = item.readAt === null;
  const figures = compact
    ? [view.ev, view.priceAge]
    : [view.fairProbability, view.bestPrice, view.ev, view.priceAge, view.lockHash];
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={clsx("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-brand" : "bg-transparent")}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={clsx("text-sm", unread ? "font-semibold" : "font-medium")}>
              {unread ? <span className="sr-only">Unread: </span> : null}
              {view.title}
            </span>
            {view.isDemo ? (
              <span className={badgeVariants({ variant: "warning" })} data-testid="notification-demo">
                Demo data
              </span>
            ) : null}
          </span>
          {view.pick ? (
            <span className="text-sm" data-testid="notification-pick">
              {view.pick}
            </span>
          ) : null}
          {!compact && view.context ? <span className="text-xs text-muted-foreground">{view.context}</span> : null}
          <span className="flex flex-col text-xs text-muted-foreground" data-testid="notification-figures">
            {figures.filter(Boolean).map((text) => (
              <span key={text} className={text === view.ev ? TONE_TEXT_CLASS[evTone(view.evValue)] : undefined}>
                {text}
              </span>
            ))}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
            {view.ago}
          </time>
        </span>
      </span>
    </>
  );
  const className = clsx(
    "block w-full rounded-md px-3 py-2.5 text-left outline-none hover:bg-accent focus-visible:bg-accent " +
      "focus-visible:ring-[3px] focus-visible:ring-ring/50",
    unread && "bg-brand/5",
  );
  return view.href ? (
    <Link href={view.href} className={className} onClick={() => onOpen(item)} data-unread={unread || undefined}>
      {body}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(item)} data-unread={unread || undefined}>
      {body}
    </button>
  );
}
