import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { LeaguesTable } from "./_components/leagues-table";

const TITLE = "League Management";
const DESCRIPTION =
  "Every league with its sport, country and tier, and how many teams, matches and predictions it holds.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.leagues,
  noIndex: true,
});

export default function AdminLeaguesPage() {
  // A static shell: the proxy sends other visitors away; the leagues come from GET /api/admin/leagues, which
  // authorises every call.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "League Management", path: routes.admin.leagues },
        ]}
      />
      <LeaguesTable />
    </div>
  );
}
