"use client";

import { LoadError } from "@/components/member/load-error";

/** The plans or the member's subscription could not be read on the server (a red card). */
export default function SubscriptionError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <LoadError title="Failed to check subscription" onRetry={reset} />
    </div>
  );
}
