"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { BookmarkCheckIcon, BookmarkPlusIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-routes";
import { cn } from "@/lib/utils";

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

  if (tracked.status === "anonymous") {
    const href = `${routes.auth.login}?callbackUrl=${encodeURIComponent(pathname || "/")}`;
    return (
      <Button asChild variant="outline" size="sm" className={className}>
        <Link href={href} title="Sign in to follow predictions">
          <BookmarkPlusIcon aria-hidden="true" />
          Follow
        </Link>
      </Button>
    );
  }

  const following = tracked.isTracked(predictionId);
  return (
    <Button
      type="button"
      variant={following ? "secondary" : "outline"}
      size="sm"
      title={following ? "Stop following this prediction" : "Follow this prediction"}
      disabled={tracked.status !== "ready" || tracked.isPending(predictionId)}
      onClick={() => void tracked.toggle(predictionId)}
      className={cn(className)}
    >
      {following ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkPlusIcon aria-hidden="true" />}
      {following ? "Following" : "Follow"}
    </Button>
  );
}
