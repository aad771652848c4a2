"use client";

import * as React from "react";
import Link from "next/link";
import { CheckCheckIcon } from "lucide-react";

import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { routes } from "@/lib/site-routes";

import { BellButton } from "./bell-button";
import { NotificationEntry } from "./notification-item";
import { useNotificationList, type NotificationItem } from "./use-notification-list";
import { useNow } from "./use-now";

/** How many of the latest notifications the header's list shows. */
const LATEST = 8;

/**
 * The header's list: the latest notifications, "Mark all read", and a link to all of them. A popover (Radix): focus
 * moves into it when it opens, Tab stays within it, Escape or a click outside closes it and focus returns to the
 * bell. Opening a notification marks it read and follows its link.
 */
export function NotificationPopover({ unread }: { unread: number | null }) {
  const [open, setOpen] = React.useState(true);
  const { state, markRead } = useNotificationList(LATEST);
  const now = useNow();
  const headingId = React.useId();

  const openItem = (item: NotificationItem) => {
    if (item.readAt === null) void markRead([item.id]);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 p-2"
        aria-labelledby={headingId}
        role="dialog"
      >
        <div className="flex items-center justify-between gap-2 px-2 pt-1">
          <h2 id={headingId} className="text-sm font-semibold">
            Notifications
          </h2>
          <Button type="button" variant="ghost" size="sm" disabled={!unread} onClick={() => void markRead("all")}>
            <CheckCheckIcon aria-hidden="true" />
            Mark all read
          </Button>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {state.status === "loading" ? (
            <div className="flex flex-col gap-2 p-2" aria-busy="true" aria-label="Loading notifications">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : state.items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {state.status === "error" ? state.error : "No notifications yet."}
            </p>
          ) : (
            <ul aria-label="Latest notifications" className="flex flex-col gap-1">
              {state.items.map((item) => (
                <li key={item.id}>
                  <NotificationEntry item={item} now={now} compact onOpen={openItem} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t px-2 pt-2 pb-1 text-sm">
          <Link
            href={routes.user.notifications}
            className="font-medium text-brand-strong hover:underline"
            onClick={() => setOpen(false)}
          >
            All notifications
          </Link>
          <Link
            href={routes.user.alerts}
            className="text-muted-foreground hover:underline"
            onClick={() => setOpen(false)}
          >
            Alert settings
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
