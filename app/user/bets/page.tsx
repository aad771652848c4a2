import { MemberPage, memberPageMetadata } from "@/components/member/member-page";
import { routes } from "@/lib/site-config";

import { BetsView } from "./_components/bets-view";

const PAGE = {
  title: "Bets",
  description:
    "The bets you took, at your prices: profit and loss, ROI, and whether you are beating the close, with how sure " +
    "each figure can be.",
  path: routes.user.bets,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the member's bets and figures load in the browser (docs/decisions.md, "Signed-in pages as static
// shells").
export default function BetsPage() {
  return (
    <MemberPage page={PAGE}>
      <div className="flex flex-col gap-6">
        <BetsView />
      </div>
    </MemberPage>
  );
}
