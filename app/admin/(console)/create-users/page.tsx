import { PageHeader } from "@/components/layout/page-header";
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

export default function CreateUsersPage() {
  // A static shell: the proxy sends other visitors away. The caller's role, known in the browser, only
  // chooses which options the form offers: POST /api/users decides who may create what.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Create Users", path: routes.admin.createUsers },
        ]}
      />
      <CreateUsersConsole />
    </div>
  );
}
