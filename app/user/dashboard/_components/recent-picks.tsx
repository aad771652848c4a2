import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { StakeLine } from "@/components/member/stake-line";
import { TrackedPickSummary } from "@/components/member/tracked-pick-summary";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { StakeSuggestion } from "@/lib/bets/stake-suggestion.rules";
import type { TrackedPredictionDto } from "@/lib/members/members.dto";
import { routes } from "@/lib/site-config";

/** The 5 newest followed picks with the member's stake suggestions, or how to follow the first one. */
export function RecentPicks({
  picks,
  stakeSuggestions,
  className,
}: {
  picks: readonly TrackedPredictionDto[];
  stakeSuggestions?: Record<string, StakeSuggestion>;
  className?: string;
}) {
  return (
    <Card className={className} aria-labelledby="recent-picks-title">
      <CardHeader>
        <CardTitle id="recent-picks-title" className="text-lg">
          <h2>Recent Predictions</h2>
        </CardTitle>
        <CardDescription>The newest picks you follow.</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link href={routes.user.predictions}>
              View all
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {picks.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6">
            <p className="font-medium">You are not following any predictions yet.</p>
            <p className="text-sm text-muted-foreground">
              Follow picks from the predictions list and your win rate, streak and profit will appear here.
            </p>
            <Button asChild variant="brand" size="sm">
              <Link href={routes.predictions}>Browse predictions</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Recent predictions">
            {picks.map((pick) => (
              <li key={pick.id}>
                <TrackedPickSummary pick={pick} />
                <StakeLine suggestion={stakeSuggestions?.[pick.id]} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
