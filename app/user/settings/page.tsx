import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Settings";
const DESCRIPTION = "Manage your profile, password, notifications and privacy.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.settings,
  noIndex: true,
});

export default function SettingsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }, { name: "Settings", path: routes.user.settings }]}
      links={[
        { label: "Dashboard", href: routes.user.dashboard },
        { label: "Browse predictions", href: routes.predictions },
      ]}
    />
  );
}
