import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { DashboardView } from "./_components/dashboard-view";

const PAGE = {
  title: "Dashboard",
  description: "Your predictions at a glance: total followed, win rate, win streak, profit and your most recent picks.",
  path: routes.user.dashboard,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the member's figures are read by the browser from GET /api/user/dashboard, which checks
// the session (docs/decisions.md, "Signed-in pages as static shells").
export default function DashboardPage() {
  return (
    <MemberPage page={PAGE}>
      <DashboardView />
    </MemberPage>
  );
}
