import { redirect } from "next/navigation";

import { routes } from "@/lib/site-config";

// Revenue Reports are the analytics page's revenue section (orders paid and subscriptions running per day);
// the proxy has already sent anyone but an admin away.
export default function RevenuePage() {
  redirect(`${routes.admin.analytics}#revenue`);
}
