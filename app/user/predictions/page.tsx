import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { TrackedHistory, type RawSearchParams } from "./_components/tracked-history";
import { TrackedHistorySkeleton } from "./_components/tracked-history-skeleton";

const PAGE = {
  title: "My Predictions",
  description: "The history of predictions you follow, filterable by date range, status and league.",
  path: routes.user.predictions,
};

export const metadata = memberPageMetadata(PAGE);

export default function MyPredictionsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <MemberPage page={PAGE} fallback={<TrackedHistorySkeleton />}>
      <TrackedHistory searchParams={searchParams} />
    </MemberPage>
  );
}
