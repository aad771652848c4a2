"use client";

import * as React from "react";

import { apiFetch } from "@/lib/api/client";
import {
  detectActivation,
  POLL_INTERVAL_MS,
  shouldPoll,
  type MemberSubscription,
} from "@/lib/subscriptions/subscription-state.rules";

/**
 * The member's subscription and pending checkout, starting from the server's reading. While a checkout is
 * pending it asks GET /api/user/subscription every few seconds (and at once when the tab is shown again,
 * e.g. back from the provider's tab);
 * `onActivated` runs once when a reading shows that a payment has just activated a plan.
 */
export function useMemberSubscription(initial: MemberSubscription, onActivated: (plan: string) => void) {
  const [state, setState] = React.useState(initial);
  const [error, setError] = React.useState<string | null>(null);
  const [checking, setChecking] = React.useState(false);
  const latest = React.useRef(initial);
  const activated = React.useRef(onActivated);
  React.useEffect(() => {
    activated.current = onActivated;
  }, [onActivated]);

  const refresh = React.useCallback(async () => {
    setChecking(true);
    const result = await apiFetch<MemberSubscription>("/user/subscription");
    setChecking(false);
    if (!result.success) {
      setError(result.error);
      return;
    }
    setError(null);
    const before = latest.current;
    latest.current = result.data;
    setState(result.data);
    const plan = detectActivation(before, result.data);
    if (plan) activated.current(plan);
  }, []);

  /** Replaces the state after a cancel/resume answered with the changed subscription. */
  const replaceSubscription = React.useCallback((subscription: MemberSubscription["subscription"]) => {
    latest.current = { ...latest.current, subscription };
    setState(latest.current);
  }, []);

  const polling = shouldPoll(state);
  React.useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => void refresh(), POLL_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [polling, refresh]);

  return { state, error, checking, polling, refresh, replaceSubscription };
}
