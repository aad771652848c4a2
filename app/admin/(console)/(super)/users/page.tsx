import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { UsersConsole } from "./_components/users-console";

const TITLE = "User Management";
const DESCRIPTION = "Every account with role, plan and verification status; search, filter, edit and remove.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.users,
  noIndex: true,
});

export default function UsersPage() {
  // A static shell of a super-admin screen: the proxy sends anyone else away, and every /api/users call is
  // authorised against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "User Management", path: routes.admin.users },
        ]}
      />
      <UsersConsole />
    </div>
  );
}
