"use client";

import { LoadError } from "@/components/member/load-error";

export default function NotificationsError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <LoadError title="Failed to fetch notifications" onRetry={reset} />
    </div>
  );
}
