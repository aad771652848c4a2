import { redirect } from "next/navigation";

import { requirePageRole } from "@/lib/auth/page-guards";
import { routes } from "@/lib/site-config";

// The scraper test panel lives on the dashboard; the dashboard's Scraper link lands there.
export default async function ScraperPage() {
  await requirePageRole("ADMIN");
  redirect(routes.admin.dashboard);
}
