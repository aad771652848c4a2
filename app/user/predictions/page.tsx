import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { TrackedHistory, type RawSearchParams } from "./_components/tracked-history";
import { TrackedHistorySkeleton } from "./_components/tracked-history-skeleton";

const TITLE = "My Predictions";
const DESCRIPTION = "The history of predictions you follow, filterable by date range, status and league.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.predictions,
  noIndex: true,
});

export default function MyPredictionsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Dashboard", path: routes.user.dashboard },
          { name: "My Predictions", path: routes.user.predictions },
        ]}
      />
      <Suspense fallback={<TrackedHistorySkeleton />}>
        <TrackedHistory searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
