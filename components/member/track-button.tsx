"use client";

import { usePathname } from "next/navigation";
import { BookmarkCheckIcon, BookmarkPlusIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { clsx } from "clsx";

import { FollowSignInLink } from "./follow-sign-in-link";
import { useTracked } from "./use-tracked";

export interface TrackButtonProps {
  predictionId: string;
  className?: string;
}

/**
 * Follow / Following for a prediction: followed picks feed the member's dashboard statistics and
 * /user/predictions. One shared GET per page, optimistic, rolled back with a toast on failure; visitors
 * get a link to sign in that brings them back here.
 */
export function TrackButton({ predictionId, className }: TrackButtonProps) {
  const tracked = useTracked();
  const pathname = usePathname();

  if (tracked.status === "anonymous") return <FollowSignInLink returnPath={pathname} className={className} />;

  const following = tracked.isTracked(predictionId);
  return (
    <button
      type="button"
      title={following ? "Stop following this prediction" : "Follow this prediction"}
      disabled={tracked.status !== "ready" || tracked.isPending(predictionId)}
      onClick={() => void tracked.toggle(predictionId)}
      className={clsx(buttonVariants({ variant: following ? "secondary" : "outline", size: "sm" }), className)}
    >
      {following ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkPlusIcon aria-hidden="true" />}
      {following ? "Following" : "Follow"}
    </button>
  );
}
