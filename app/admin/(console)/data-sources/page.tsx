import { redirect } from "next/navigation";

import { requirePageRole } from "@/lib/auth/page-guards";
import { routes } from "@/lib/site-config";

// Data sources are managed in the Data Scraping tab of global settings, a super-admin screen:
// a super admin lands there, anyone else on the access-denied page.
export default async function DataSourcesPage() {
  await requirePageRole("SUPER_ADMIN");
  redirect(`${routes.admin.globalSettings}?tab=scraping`);
}
