import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
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

export default async function UsersPage() {
  // The (super) layout's gate is for comfort; the page checks again. Super admins only.
  const caller = await requirePageRole("SUPER_ADMIN");
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "User Management", path: routes.admin.users }]} />
      <UsersConsole currentUserId={caller.user.id} />
    </div>
  );
}
