"use client";

import Link from "next/link";
import { CheckCheckIcon, ChevronDownIcon } from "lucide-react";

import { NotificationEntry } from "@/components/alerts/notification-item";
import { useUnread } from "@/components/alerts/unread-store";
import { useNotificationList } from "@/components/alerts/use-notification-list";
import { useNow } from "@/components/alerts/use-now";
import { BusyButton } from "@/components/forms/busy-button";
import { LoadError } from "@/components/member/load-error";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-routes";

import { NotificationsSkeleton } from "./notifications-skeleton";

const PAGE_SIZE = 20;

/** Every notification, newest first, 20 at a time with "Load more"; new ones appear at the top while it is open. */
export function NotificationsView() {
  const { unread } = useUnread();
  const { state, loadMore, loadingMore, markRead, reload } = useNotificationList(PAGE_SIZE);
  const now = useNow();

  if (state.status === "loading") return <NotificationsSkeleton />;
  if (state.status === "error" && state.items.length === 0) {
    return <LoadError title="Failed to fetch notifications" message={state.error} onRetry={() => void reload()} />;
  }
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === null ? "" : unread === 0 ? "All read." : `${unread} unread.`}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link href={routes.user.alerts}>Alert settings</Link>
          </Button>
          <Button variant="outline" size="sm" disabled={!unread} onClick={() => void markRead("all")}>
            <CheckCheckIcon aria-hidden="true" />
            Mark all read
          </Button>
        </div>
      </div>
      {state.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
          <p className="font-medium">No notifications yet.</p>
          <p className="text-sm text-muted-foreground">
            When a value pick matches one of your alert rules, it appears here and on the bell in the header.
          </p>
          <Button asChild variant="brand" size="sm">
            <Link href={routes.user.alerts}>Set up alerts</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-2 rounded-xl border p-2" aria-label="Notifications">
          {state.items.map((item) => (
            <li key={item.id}>
              <NotificationEntry
                item={item}
                now={now}
                onOpen={(opened) => {
                  if (opened.readAt === null) void markRead([opened.id]);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {state.status === "error" ? <p className="text-sm text-destructive">{state.error}</p> : null}
      {state.nextCursor ? (
        <BusyButton
          variant="outline"
          className="self-start"
          busy={loadingMore}
          busyLabel="Loading..."
          icon={ChevronDownIcon}
          onClick={() => void loadMore()}
        >
          Load more
        </BusyButton>
      ) : null}
    </div>
  );
}
