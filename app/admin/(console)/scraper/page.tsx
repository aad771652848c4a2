import { redirect } from "next/navigation";

import { routes } from "@/lib/site-config";

// The scraper test panel lives on the dashboard; the dashboard's Scraper link lands there (the proxy has
// already sent anyone but an admin away).
export default function ScraperPage() {
  redirect(routes.admin.dashboard);
}
