import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { GlobalSettingsConsole, GlobalSettingsSkeleton } from "./_components/global-settings-console";

const TITLE = "Global Settings";
const DESCRIPTION =
  "Typed platform settings for scraping, prediction, security and general behaviour, and the data scraping manager.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.globalSettings,
  noIndex: true,
});

export default function GlobalSettingsPage() {
  // A static shell of a super-admin screen: the proxy sends anyone else away; the settings come from
  // GET /api/admin/settings, which authorises every call. The console reads ?tab= in the browser.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Global Settings", path: routes.admin.globalSettings },
        ]}
      />
      <Suspense fallback={<GlobalSettingsSkeleton />}>
        <GlobalSettingsConsole />
      </Suspense>
    </div>
  );
}
