import { MemberPage, memberPageMetadata } from "@/components/member/member-page";
import { routes } from "@/lib/site-config";

import { NotificationsView } from "./_components/notifications-view";

const PAGE = {
  title: "Notifications",
  description: "The value picks your alert rules matched, newest first, with the price and EV they were sent at.",
  path: routes.user.notifications,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the member's notifications load in the browser (docs/decisions.md, "Signed-in pages as static
// shells").
export default function NotificationsPage() {
  return (
    <MemberPage page={PAGE}>
      <NotificationsView />
    </MemberPage>
  );
}
