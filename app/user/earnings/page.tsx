import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { EarningsView } from "./_components/earnings-view";

const TITLE = "Earnings Center";
const DESCRIPTION = "Earn days of premium access by watching ads and inviting friends.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.earnings,
  noIndex: true,
});

/** Static copy: the member layout checks the session on the server; nothing private is read here. */
export default function EarningsPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Dashboard", path: routes.user.dashboard },
          { name: "Earnings Center", path: routes.user.earnings },
        ]}
      />
      <EarningsView />
    </div>
  );
}
