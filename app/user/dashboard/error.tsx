"use client";

import { LoadError } from "@/components/member/load-error";

/** The dashboard's data could not be read on the server ('Failed to load dashboard data'). */
export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <LoadError title="Failed to load dashboard data" onRetry={reset} />
    </div>
  );
}
