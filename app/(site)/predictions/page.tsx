import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { cachedDefaultLiveList, cachedReferenceLabels } from "@/lib/predictions/predictions.cache";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { AccuracyBanner } from "./_components/accuracy-banner";
import { LazyLivePredictions } from "./_components/lazy-live-predictions";
import { PredictionsExplainer } from "./_components/predictions-explainer";
import { StaticLivePredictions } from "./_components/static-live-predictions";

const TITLE = "All Predictions";
const DESCRIPTION =
  "Today's picks with their fair probability (the bookmakers' no-vig consensus, pooled with the model where it " +
  "earned its place), the best price and its EV, filterable by date, sport, league and market.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.predictions,
});

// Fully static: everything is read through `use cache` readers (revalidated by the pipeline), and the
// list reads the URL's filters in the browser. Its <Suspense> fallback is the same list (summary cards
// included) for the default filters in UTC days, rendered here without behaviour, so the prerendered HTML
// is complete and the list's code loads after hydration; the browser then shows its own filters and days.
export default async function PredictionsPage() {
  const [initial, labels] = await Promise.all([cachedDefaultLiveList(), cachedReferenceLabels()]);
  return (
    <div className="container flex w-full flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[{ name: "Predictions", path: routes.predictions }]}
        className="pb-0 sm:pb-0"
      />
      <Suspense fallback={<StaticLivePredictions initial={initial} labels={labels} />}>
        <LazyLivePredictions initial={initial} labels={labels} />
      </Suspense>
      <AccuracyBanner accuracy={initial.summary.accuracy} />
      <PredictionsExplainer />
    </div>
  );
}
