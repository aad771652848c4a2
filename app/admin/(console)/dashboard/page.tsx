import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { DashboardConsole } from "./_components/dashboard-console";

const TITLE = "Admin Dashboard";
const DESCRIPTION = "Platform statistics, management shortcuts, the scraper test panel and the automation pipeline.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.dashboard,
  noIndex: true,
});

export default function AdminDashboardPage() {
  // A static shell (/admin redirects here): the proxy sends other visitors away, the figures come from the
  // admin API, which authorises every call, and what only a super admin may use is decided in the browser.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }]}
      />
      <DashboardConsole />
    </div>
  );
}
