"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true from the first render after it. Lets a component paint
 * exactly what the server painted while it hydrates (no mismatch), then what only the browser knows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
