import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Web Scraper";
const DESCRIPTION = "Extract HTML, JSON or text from a public web page with optional CSS extraction rules, caching, timeout and wait time.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.webScraper,
});

export default function WebScraperPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Web Scraper", path: routes.webScraper }]}
    />
  );
}
