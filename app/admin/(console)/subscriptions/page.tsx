import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Subscription Management";
const DESCRIPTION = "Subscriptions with their status, plan and amount; search, filter, grant and cancel.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.subscriptions,
  noIndex: true,
});

export default function AdminSubscriptionsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Subscription Management", path: routes.admin.subscriptions }]}
      links={[
        { label: "Admin dashboard", href: routes.admin.dashboard },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
