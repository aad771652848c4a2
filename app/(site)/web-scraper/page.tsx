import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { WebScraperTool } from "./_components/web-scraper-tool";

const TITLE = "Web Scraper";
const DESCRIPTION =
  "Extract HTML, JSON or text from a public web page with optional CSS extraction rules, caching, timeout and wait " +
  "time.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.webScraper,
});

// The page is public; scraping itself needs a signed-in member (docs/decisions.md), which the tool says.
export default function WebScraperPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={
          "Read the text, links or JSON of a public web page, optionally picking values out with CSS " +
          "selectors. Scraping requires a free account."
        }
        breadcrumbs={[{ name: "Web Scraper", path: routes.webScraper }]}
      />
      <div className="max-w-4xl">
        <WebScraperTool />
      </div>
    </div>
  );
}
