import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { ApiKeysConsole } from "./_components/api-keys-console";

const TITLE = "API Keys";
const DESCRIPTION = "API keys for Enterprise and VIP accounts: create, revoke and see usage.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.apiKeys,
  noIndex: true,
});

export default function ApiKeysPage() {
  // A static shell: the proxy sends other visitors away, and the console reads its data from the admin API,
  // which authorises every call against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "API Keys", path: routes.admin.apiKeys },
        ]}
      />
      <ApiKeysConsole />
    </div>
  );
}
