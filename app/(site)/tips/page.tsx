import { EmptyResults } from "@/components/browse/empty-results";
import { PageHeader } from "@/components/layout/page-header";
import { cachedTipsPageData } from "@/lib/browse/browse.cache";
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

// Static: the data comes from a tag-revalidated cache and the filters run in the browser. No Suspense
// boundary around the data: the prerendered HTML holds the filters and counts in place, readable
// without JavaScript (docs/decisions.md, "Browse pages without JavaScript").
export default async function TipsPage() {
  const data = await cachedTipsPageData();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Tips", path: routes.tips }]} />
      <TipsBrowser
        {...data}
        empty={
          <EmptyResults
            title="No Tips Available"
            body="No tips found for the selected filters. Try adjusting your search criteria."
          />
        }
      />
      <TipsExplainer />
    </div>
  );
}
