import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { EarningsView } from "./_components/earnings-view";

const PAGE = {
  title: "Earnings Center",
  description: "Invite friends to earn days of Premium, and see the ledger of the days you earned and used.",
  path: routes.user.earnings,
};

export const metadata = memberPageMetadata(PAGE);

/** Static copy: the earnings figures load in the browser from the API (docs/decisions.md, "Signed-in pages as static
 * shells"). */
export default function EarningsPage() {
  return (
    <MemberPage page={PAGE}>
      <EarningsView />
    </MemberPage>
  );
}
