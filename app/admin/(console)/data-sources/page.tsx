import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Data Sources";
const DESCRIPTION = "Configured scraping sources with their status, last run and success rate.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.dataSources,
  noIndex: true,
});

export default function DataSourcesPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Data Sources", path: routes.admin.dataSources }]}
      links={[
        { label: "Admin dashboard", href: routes.admin.dashboard },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
