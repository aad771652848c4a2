import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { EarningsView } from "./_components/earnings-view";

const PAGE = {
  title: "Earnings Center",
  description: "Earn days of premium access by watching ads and inviting friends.",
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
