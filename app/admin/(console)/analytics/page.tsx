import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { AnalyticsConsole } from "./_components/analytics-console";

const TITLE = "Analytics";
const DESCRIPTION = "Prediction accuracy, sign-ins, engagement and revenue per day, computed from the database.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.analytics,
  noIndex: true,
});

export default async function AnalyticsPage() {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Analytics", path: routes.admin.analytics }]} />
      <AnalyticsConsole />
    </div>
  );
}
