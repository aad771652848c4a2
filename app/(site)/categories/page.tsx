import { CalendarDaysIcon, LayersIcon, ListChecksIcon, TargetIcon } from "lucide-react";

import { EmptyResults } from "@/components/browse/empty-results";
import { StatCard, StatGrid } from "@/components/browse/stat-card";
import { PageHeader } from "@/components/layout/page-header";
import { accuracyDetail } from "@/lib/catalogue/accuracy.rules";
import { formatCount, formatPercent } from "@/lib/format/numbers.rules";
import { cachedCategoriesOverview } from "@/lib/browse/browse.cache";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { CategoriesBrowser } from "./_components/categories-browser";
import { MarketTypesExplainer } from "./_components/market-types-explainer";

const TITLE = "Betting Categories";
const DESCRIPTION =
  "Market categories \u2014 match result, goals and points, player props, half-time, specials and live \u2014 with " +
  "the markets in each.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.categories,
});

// Static: the statistics come from a tag-revalidated cache (one query) and the search runs in the browser.
// No Suspense boundary around the data: the prerendered HTML holds the statistics and search in place,
// readable without JavaScript (docs/decisions.md, "Browse pages without JavaScript").
export default async function CategoriesPage() {
  const { categories, summary } = await cachedCategoriesOverview();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[{ name: "Categories", path: routes.categories }]}
      />
      <StatGrid label="Category summary">
        <StatCard
          icon={LayersIcon}
          label="Categories"
          value={formatCount(summary.categories)}
          detail={`${formatCount(summary.categoriesWithPicks)} with published picks`}
        />
        <StatCard
          icon={ListChecksIcon}
          label="Markets"
          value={formatCount(summary.markets)}
          detail="across all categories"
        />
        <StatCard
          icon={CalendarDaysIcon}
          label="Daily tips"
          value={formatCount(summary.todayPredictions)}
          detail="predictions kicking off today or tomorrow (UTC)"
        />
        <StatCard
          icon={TargetIcon}
          label="Accuracy"
          value={formatPercent(summary.accuracy.percent)}
          detail={accuracyDetail(summary.accuracy)}
        />
      </StatGrid>
      <CategoriesBrowser
        categories={categories}
        empty={
          <EmptyResults
            title="No categories found"
            body="No category or market matches that search. Try another market name."
          />
        }
      />
      <MarketTypesExplainer />
    </div>
  );
}
