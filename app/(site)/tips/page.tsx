import { Suspense } from "react";

import { EmptyResults } from "@/components/browse/empty-results";
import { PageHeader } from "@/components/layout/page-header";
import { TipsSkeleton } from "@/components/tips/tips-skeleton";
import { cachedTipsPageData } from "@/lib/cache/browse-readers";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { TipsBrowser } from "./_components/tips-browser";
import { TipsExplainer } from "./_components/tips-explainer";

const TITLE = "Tips";
const DESCRIPTION = "Tips derived from today's predictions, searchable and filterable by sport, league and category.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.tips,
});

// Static: the data comes from a tag-revalidated cache and the filters run in the browser.
export default function TipsPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Tips", path: routes.tips }]} />
      <Suspense fallback={<TipsSkeleton />}>
        <TipsSection />
      </Suspense>
      <TipsExplainer />
    </div>
  );
}

async function TipsSection() {
  const data = await cachedTipsPageData();
  return (
    <TipsBrowser
      {...data}
      empty={<EmptyResults title="No Tips Available" body="No tips found for the selected filters. Try adjusting your search criteria." />}
    />
  );
}
