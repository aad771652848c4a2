"use client";

import { lazy } from "react";

import type { LivePredictionsProps } from "./live-predictions";

// The interactive list's code (filters, polling, the member buttons: about 9 kB gzipped) is fetched
// right after hydration instead of with the page, so it stays out of the first load; until it arrives
// the prerendered StaticLivePredictions shows the same markup (docs/decisions.md, "First-load JS").
const LivePredictions = lazy(() =>
  import("./live-predictions").then((module) => ({ default: module.LivePredictions })),
);

export function LazyLivePredictions(props: LivePredictionsProps) {
  return <LivePredictions {...props} />;
}
