import { Suspense } from "react";

import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { TrackedHistory } from "./_components/tracked-history";
import { TrackedHistorySkeleton } from "./_components/tracked-history-skeleton";

const PAGE = {
  title: "My Predictions",
  description: "The history of predictions you follow, filterable by date range, status and league.",
  path: routes.user.predictions,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the member's followed picks are read by the browser from the API with the URL's filters
// (docs/decisions.md, "Signed-in pages as static shells").
export default function MyPredictionsPage() {
  return (
    <MemberPage page={PAGE}>
      <Suspense fallback={<TrackedHistorySkeleton />}>
        <TrackedHistory />
      </Suspense>
    </MemberPage>
  );
}
