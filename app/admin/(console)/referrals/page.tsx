import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMIN_REFERRALS_PATH, routes } from "@/lib/site-config";

import { ReferralsConsole } from "./_components/referrals-console";

const TITLE = "Referral Ledger";
const DESCRIPTION = "Invitations between members: who invited whom, the decision and its reason, the days credited.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: ADMIN_REFERRALS_PATH,
  noIndex: true,
});

export default function AdminReferralsPage() {
  // A static shell: the proxy sends other visitors away, and the console reads its data from the admin API,
  // which authorises every call against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: TITLE, path: ADMIN_REFERRALS_PATH },
        ]}
      />
      <ReferralsConsole />
    </div>
  );
}
