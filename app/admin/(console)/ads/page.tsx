import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
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

export default async function AdsPage() {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Ad Management", path: routes.admin.ads }]} />
      <AdsConsole />
    </div>
  );
}
