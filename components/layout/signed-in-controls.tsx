"use client";

import * as React from "react";

import { NotificationBell } from "@/components/alerts/notification-bell";
import { AccountMenuButton } from "@/components/layout/account-menu-button";
import { DeferredMenuBoundary, useDeferredMenu } from "@/components/layout/deferred-menu";
import type { SessionUser } from "@/components/providers/use-auth";
import { TrialBadge } from "@/components/growth/trial-badge";

const loadAccountDropdown = () =>
  import("@/components/layout/menus/account-dropdown").then((m) => ({ default: m.AccountDropdown }));
const AccountDropdown = React.lazy(loadAccountDropdown);
// The reality check (the member's chosen session reminder) in a chunk of its own, after the controls have shown.
const RealityCheck = React.lazy(() =>
  import("@/components/play/reality-check").then((m) => ({ default: m.RealityCheck })),
);

/**
 * The header's controls for a signed-in member: "Trial — N days left" while a trial runs, the notification bell (its
 * live count) and the avatar menu (menus/account-dropdown.tsx, loaded on first interaction). A chunk of its own that
 * only a signed-in browser fetches (components/layout/account-menu.tsx), so visitors' first-load JS carries none of it.
 */
export function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <>
      <TrialBadge subscriptionTier={user.subscriptionTier} className="hidden md:inline-flex" />
      <NotificationBell />
      <SignedInMenu key={user.id} user={user} />
      <React.Suspense fallback={null}>
        <RealityCheck key={user.id} />
      </React.Suspense>
    </>
  );
}

/** Its own component so the "opened" state is dropped on sign-out: the next sign-in starts closed. */
function SignedInMenu({ user }: { user: SessionUser }) {
  const { opened, triggerProps } = useDeferredMenu(loadAccountDropdown);
  const trigger = <AccountMenuButton user={user} {...triggerProps} />;
  if (!opened) return trigger;
  return (
    <DeferredMenuBoundary fallback={trigger}>
      <AccountDropdown user={user} defaultOpen />
    </DeferredMenuBoundary>
  );
}
