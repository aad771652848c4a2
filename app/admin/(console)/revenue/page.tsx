import { redirect } from "next/navigation";

import { requirePageRole } from "@/lib/auth/page-guards";
import { routes } from "@/lib/site-config";

// Revenue Reports are the analytics page's revenue section (orders paid and subscriptions running per day).
export default async function RevenuePage() {
  await requirePageRole("ADMIN");
  redirect(`${routes.admin.analytics}#revenue`);
}
