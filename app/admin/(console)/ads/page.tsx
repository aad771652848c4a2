import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { AdsConsole } from "./_components/ads-console";

const TITLE = "Ad Management";
const DESCRIPTION = "Ad units, their placement and status, ad network settings and performance.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.ads,
  noIndex: true,
});

export default function AdsPage() {
  // A static shell: the proxy sends other visitors away, and the console reads its data from the admin API,
  // which authorises every call against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Ad Management", path: routes.admin.ads },
        ]}
      />
      <AdsConsole />
    </div>
  );
}
