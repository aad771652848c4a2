"use client";

import { useEffect } from "react";

import { logNotFound } from "@/app/_components/log-not-found";

/**
 * Reports the attempted path to the server log when the 404 page mounts.
 *
 * Why not headers() in not-found.tsx: Next renders the root not-found element into every route's payload
 * (as the boundary's fallback), so a request-time read there runs on every page request, logs a 404 for
 * pages that exist, and turns every static page into a partial prerender with a request-time hole.
 * An effect runs only where the 404 UI is really shown.
 */
export function NotFoundLogger() {
  useEffect(() => {
    void logNotFound(window.location.pathname).catch(() => undefined);
  }, []);
  return null;
}
