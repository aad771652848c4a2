import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { SettingsView } from "./_components/settings-view";

export const metadata = pageMetadata({
  title: "Settings",
  description: "Manage your profile, password, notifications and privacy.",
  path: routes.user.settings,
  noIndex: true,
});

export default function SettingsPage() {
  return <SettingsView />;
}
