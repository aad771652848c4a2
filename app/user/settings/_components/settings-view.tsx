import { PageHeader } from "@/components/layout/page-header";
import { routes } from "@/lib/site-config";

import { SettingsTabs } from "./settings-tabs";

/** /user/settings: the static heading, and the tabs that load the member's data in the browser. */
export function SettingsView() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title="Settings"
        description="Manage your profile, password, notifications and privacy."
        breadcrumbs={[
          { name: "Dashboard", path: routes.user.dashboard },
          { name: "Settings", path: routes.user.settings },
        ]}
      />
      <SettingsTabs />
    </div>
  );
}
