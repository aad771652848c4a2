import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { DatabaseReadout } from "./_components/database-readout";

const TITLE = "Database";
const DESCRIPTION =
  "The database this deployment uses: its mode, version and size, and every table with its rows and size.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.database,
  noIndex: true,
});

export default function DatabasePage() {
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
          { name: "Database", path: routes.admin.database },
        ]}
      />
      <DatabaseReadout />
    </div>
  );
}
