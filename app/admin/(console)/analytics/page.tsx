import { PageHeader } from "@/components/layout/page-header";
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

export default function AnalyticsPage() {
  // A static shell: the proxy sends other visitors away, and the console reads its data from the admin API,
  // which authorises every call against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Analytics", path: routes.admin.analytics },
        ]}
      />
      <AnalyticsConsole />
    </div>
  );
}
