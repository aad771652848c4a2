import { requirePageUser } from "@/lib/auth/page-guards";
import { getDashboard } from "@/lib/members/dashboard.service";
import { pageTimeZone } from "@/lib/time/page-time-zone";
import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { DashboardSkeleton } from "./_components/dashboard-skeleton";
import { DashboardView } from "./_components/dashboard-view";

const PAGE = {
  title: "Dashboard",
  description: "Your predictions at a glance: total followed, win rate, win streak, profit and your most recent picks.",
  path: routes.user.dashboard,
};

export const metadata = memberPageMetadata(PAGE);

export default function DashboardPage() {
  return (
    <MemberPage page={PAGE} fallback={<DashboardSkeleton />}>
      <MemberDashboard />
    </MemberPage>
  );
}

/** Checks the session on the server and reads the caller's own statistics (refreshed later through the API). */
async function MemberDashboard() {
  const [caller, timeZone] = await Promise.all([requirePageUser(), pageTimeZone()]);
  const dashboard = await getDashboard({ ...caller.user, timeZone });
  return <DashboardView initial={dashboard} />;
}
