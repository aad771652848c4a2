"use client";

import * as React from "react";
import type { ToasterProps } from "sonner";

const Toaster = React.lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/**
 * The sonner Toaster, mounted once the browser is idle after hydration so its code stays out of the
 * first-load JS. Nothing is lost meanwhile: sonner keeps toasts fired before any Toaster exists and replays
 * the active ones when a Toaster subscribes (tests/unit/lib-root/lazy-toast.test.ts pins that behaviour).
 */
export function LazyToaster(props: ToasterProps) {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster {...props} />
    </React.Suspense>
  );
}
