import { redirect } from "next/navigation";

import { routes } from "@/lib/site-config";

// /admin is the console's entry point; the dashboard is its home.
export default function AdminIndexPage() {
  redirect(routes.admin.dashboard);
}
