import Link from "next/link";

import { Odds } from "@/components/predictions/odds";
import { formatConfidence } from "@/lib/format/predictions.rules";
import type { WithheldReason } from "@/lib/predictions/entitlements.rules";
import { routes } from "@/lib/site-config";

/** The fields of a member list item (followed or favourite pick), full or withheld by the member's plan. */
export type PickLineItem =
  | { market: string; withheld: false; pick: string; decimalOdds: number; confidence: number }
  | { market: string; withheld: true; reason: WithheldReason };

/**
 * 'market: pick at price · probability' of a followed or favourite pick (the price in the member's odds format), or,
 * when the member's plan does not include it, the market with a link to the plans (the server sent no pick to show).
 */
export function PickLine({ item }: { item: PickLineItem }) {
  if (item.withheld) {
    return (
      <p className="text-sm" data-testid="pick-withheld">
        <span className="text-muted-foreground">{item.market}:</span>{" "}
        <span className="text-muted-foreground">
          {item.reason === "premium" ? "premium pick" : "beyond the day's free picks"} ·
        </span>{" "}
        <Link
          href={routes.user.subscription}
          className="font-medium text-brand-strong underline-offset-4 hover:underline"
        >
          Upgrade
        </Link>
      </p>
    );
  }
  return (
    <p className="text-sm">
      <MarketLabel market={item.market} /> <span className="font-medium">{item.pick}</span>{" "}
      <span className="text-muted-foreground">
        at <Odds decimal={item.decimalOdds} /> · {formatConfidence(item.confidence)} probability
      </span>
    </p>
  );
}

function MarketLabel({ market }: { market: string }) {
  return <span className="text-muted-foreground">{market}:</span>;
}
