import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { isSuperAdmin } from "@/lib/accounts/roles.rules";
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

export default async function AdminDashboardPage() {
  // The layout's gate is for comfort; each admin page checks again. /admin redirects here.
  const caller = await requirePageRole("ADMIN");
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }]} />
      <DashboardConsole isSuperAdmin={isSuperAdmin(caller.role)} />
    </div>
  );
}
