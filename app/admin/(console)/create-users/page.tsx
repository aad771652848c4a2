import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { CreateUsersConsole } from "./_components/create-users-console";

const TITLE = "Create Users";
const DESCRIPTION = "Create user, admin and super-admin accounts, within the permissions of your role.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.createUsers,
  noIndex: true,
});

export default async function CreateUsersPage() {
  // The layout's gate is for comfort; each admin page checks again. The role only chooses
  // which options the form offers: POST /api/users decides who may create what.
  const caller = await requirePageRole("ADMIN");
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Create Users", path: routes.admin.createUsers }]} />
      <CreateUsersConsole callerRole={caller.role} />
    </div>
  );
}
