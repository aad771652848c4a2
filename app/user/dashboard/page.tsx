import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page-guards";
import { getDashboard } from "@/lib/members/dashboard.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { DashboardSkeleton } from "./_components/dashboard-skeleton";
import { DashboardView } from "./_components/dashboard-view";

const TITLE = "Dashboard";
const DESCRIPTION = "Your predictions at a glance: total followed, win rate, win streak, profit and your most recent picks.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.dashboard,
  noIndex: true,
});

export default function DashboardPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }]} />
      <Suspense fallback={<DashboardSkeleton />}>
        <MemberDashboard />
      </Suspense>
    </div>
  );
}

/** Checks the session on the server and reads the caller's own statistics (refreshed later through the API). */
async function MemberDashboard() {
  const caller = await requirePageUser();
  const dashboard = await getDashboard(caller.user);
  return <DashboardView initial={dashboard} />;
}
