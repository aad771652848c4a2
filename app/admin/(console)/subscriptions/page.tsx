import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { SubscriptionsConsole } from "./_components/subscriptions-console";

const TITLE = "Subscription Management";
const DESCRIPTION = "Subscriptions with their status, plan and amount; search, filter, grant and cancel.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.subscriptions,
  noIndex: true,
});

export default function AdminSubscriptionsPage() {
  // A static shell: the proxy sends other visitors away, and the console reads its data from the admin API,
  // which authorises every call against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Subscription Management", path: routes.admin.subscriptions },
        ]}
      />
      <SubscriptionsConsole />
    </div>
  );
}
