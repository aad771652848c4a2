"use client";

import { useDeferredValue, useSyncExternalStore } from "react";

/**
 * useSyncExternalStore for state only the browser knows (storage, the document), whose server snapshot
 * is a "not known yet" placeholder.
 *
 * When such a store differs from its server snapshot, React re-renders after hydration synchronously, in
 * the same task as the hydration's effects. In the Lighthouse trace of / that pass (the session, the
 * header's menus, the cookie banner) was most of the page's longest task. Leaving the placeholder is
 * not urgent, so it is deferred: React renders it in the background, in slices that yield to input.
 * Every later change (sign-in, a saved choice, another tab) still applies at once.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const live = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const deferred = useDeferredValue(live);
  return Object.is(deferred, getServerSnapshot()) ? deferred : live;
}
