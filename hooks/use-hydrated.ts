"use client";

import { useBrowserStore } from "./use-browser-store";

const noSubscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and during hydration, true from a render after it (deferred, see useBrowserStore).
 * Lets a component paint exactly what the server painted while it hydrates (no mismatch), then what
 * only the browser knows.
 */
export function useHydrated(): boolean {
  return useBrowserStore(noSubscribe, inBrowser, onServer);
}
