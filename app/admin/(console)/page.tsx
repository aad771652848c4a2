import { redirect } from "next/navigation";

import { routes } from "@/lib/site-config";

// /admin is the spec's entry point to the console; the dashboard is its home.
export default function AdminIndexPage() {
  redirect(routes.admin.dashboard);
}
