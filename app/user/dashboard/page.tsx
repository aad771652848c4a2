import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Dashboard";
const DESCRIPTION = "Your predictions at a glance: total followed, win rate, win streak, profit and your most recent picks.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.dashboard,
  noIndex: true,
});

export default function DashboardPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }]}
      links={[
        { label: "Dashboard", href: routes.user.dashboard },
        { label: "Browse predictions", href: routes.predictions },
      ]}
    />
  );
}
