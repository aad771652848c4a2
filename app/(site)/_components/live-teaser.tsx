import Link from "next/link";
import { ArrowRightIcon, RadioIcon } from "lucide-react";

import { formatCount, formatPercent } from "@/lib/format/numbers.rules";
import { Button } from "@/components/ui/button";
import type { HomeFigures } from "@/lib/track-record/home-figures.service";
import { routes } from "@/lib/site-config";

/** Live and upcoming picks at a glance, with the way to the full list. */
export function LiveTeaser({ teaser }: { teaser: HomeFigures["liveTeaser"] }) {
  const items = [
    { id: "live", label: "Live now", value: formatCount(teaser.live) },
    { id: "upcoming", label: `Upcoming (next ${teaser.windowDays} days)`, value: formatCount(teaser.upcoming) },
    { id: "confidence", label: "Average confidence", value: formatPercent(teaser.averageConfidence) },
    {
      id: "high",
      label: `High confidence (${teaser.highConfidenceThreshold}%+)`,
      value: formatCount(teaser.highConfidence),
    },
  ];
  return (
    <div
      className={
        "flex flex-col gap-6 rounded-2xl border bg-card p-6 sm:p-8 lg:flex-row lg:items-center " + "lg:justify-between"
      }
    >
      <div className="flex flex-col gap-2">
        <h2 id="live-teaser" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <RadioIcon aria-hidden="true" className="size-5 text-brand-strong" />
          Live and upcoming predictions
        </h2>
        <p className="text-sm text-muted-foreground">Pending published picks on matches in play or kicking off soon.</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-8 gap-y-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.id}>
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="text-2xl font-semibold tabular" data-testid={`teaser-${item.id}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <Button asChild size="lg" variant="brand" className="self-start lg:self-center">
        <Link href={routes.predictions}>
          View predictions
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
