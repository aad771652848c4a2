import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Admin Dashboard";
const DESCRIPTION = "Platform statistics, management shortcuts, the scraper test panel and the automation pipeline.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.dashboard,
  noIndex: true,
});

export default function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }]}
      links={[
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
