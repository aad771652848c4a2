import { redirect } from "next/navigation";

import { routes } from "@/lib/site-config";

// Data sources are managed in the Data Scraping tab of global settings, a super-admin screen: a super admin
// lands there, anyone else is sent on by the proxy to the access-denied page. The redirect is the same for
// everyone, so it is decided at build time.
export default function DataSourcesPage() {
  redirect(`${routes.admin.globalSettings}?tab=scraping`);
}
