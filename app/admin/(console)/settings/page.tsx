import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { SystemReadout } from "./_components/system-readout";

const TITLE = "System Settings";
const DESCRIPTION =
  "What this deployment runs on: database, job runner, runtime, limits and platform counts, read live.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.settings,
  noIndex: true,
});

export default function AdminSettingsPage() {
  // A static shell: the proxy sends other visitors away; the read-out comes from GET /api/admin/system, which
  // authorises every call.
  return (
    <div className="container flex w-full flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        className="pb-0 sm:pb-0"
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "System Settings", path: routes.admin.settings },
        ]}
      />
      <SystemReadout />
    </div>
  );
}
