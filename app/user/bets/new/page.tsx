import { MemberPage, memberPageMetadata } from "@/components/member/member-page";
import { Skeleton } from "@/components/ui/skeleton";
import { NEW_BET_PATH } from "@/lib/site-config";

import { NewBetView } from "../_components/new-bet-view";

const PAGE = {
  title: "Log a bet",
  description: "The price you took, your stake, the bookmaker and when you placed it.",
  path: NEW_BET_PATH,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the pick to prefill from is read in the browser from ?prediction= (docs/decisions.md, "Signed-in
// pages as static shells").
export default function NewBetPage() {
  return (
    <MemberPage page={PAGE} fallback={<Skeleton className="h-64 w-full" />}>
      <NewBetView />
    </MemberPage>
  );
}
