import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { PaymentsConsole } from "./_components/payments-console";

const TITLE = "Payments";
const DESCRIPTION = "Payment orders and their refunds; record manual payments and issue refunds.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.payments,
  noIndex: true,
});

export default function PaymentsPage() {
  // A static shell: the proxy sends other visitors away, and the console reads its data from the admin API,
  // which authorises every call against the database.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Payments", path: routes.admin.payments },
        ]}
      />
      <PaymentsConsole />
    </div>
  );
}
