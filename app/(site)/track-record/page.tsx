import Link from "next/link";
import { ArrowRightIcon, HourglassIcon } from "lucide-react";

import { PageHeader } from "@/components/layout/page-header";
import { BreakdownTable } from "@/components/track-record/breakdown-table";
import { BreakdownTabs } from "@/components/track-record/breakdown-tabs";
import { CalibrationExplorer, type CalibrationScope } from "@/components/track-record/calibration-explorer";
import { formatCount, plural } from "@/components/track-record/format";
import { MethodNotes } from "@/components/track-record/method-notes";
import { SummaryFigures } from "@/components/track-record/summary-figures";
import { Button } from "@/components/ui/button";
import { cachedTrackRecord } from "@/lib/cache/track-record-readers";
import { pageMetadata } from "@/lib/seo/metadata";
import type { TrackRecord } from "@/lib/services/track-record";
import { routes } from "@/lib/site-config";

const TITLE = "Track Record";
const DESCRIPTION =
  "Every settled prediction counted: accuracy, return at the published odds and calibration by sport, market and month, with sample sizes.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.trackRecord,
});

// Static and tag-revalidated: the record is read through a `use cache` reader that settlement expires.
export default async function TrackRecordPage() {
  const record = await cachedTrackRecord();
  const { overall } = record;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: TITLE, path: routes.trackRecord }]} />

      {overall.settled === 0 ? (
        <EmptyRecord pending={overall.pending} />
      ) : (
        <>
          <section aria-labelledby="overall-title" className="flex flex-col gap-4">
            <h2 id="overall-title" className="text-2xl font-semibold tracking-tight">
              All predictions
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="record-counts">
              {plural(overall.total, "prediction")}: {formatCount(overall.settled)} settled ({formatCount(overall.won)} won,{" "}
              {formatCount(overall.lost)} lost, {formatCount(overall.voided)} void) and {formatCount(overall.pending)} pending.
              {record.demoPredictions > 0
                ? ` ${plural(record.demoPredictions, "of them belongs", "of them belong")} to the labelled demo world.`
                : null}
            </p>
            <SummaryFigures metrics={overall} />
          </section>

          <section aria-labelledby="breakdown-title" className="mt-12 flex flex-col gap-4">
            <h2 id="breakdown-title" className="text-2xl font-semibold tracking-tight">
              Breakdown
            </h2>
            <BreakdownTabs
              label="Break the record down"
              panels={[
                { value: "sport", label: "By sport", content: <BreakdownTable groups={record.bySport} dimension="Sport" caption="By sport, most settled first." /> },
                { value: "market", label: "By market", content: <BreakdownTable groups={record.byMarket} dimension="Market" caption="By market, most settled first." /> },
                { value: "month", label: "By month", content: <BreakdownTable groups={record.byMonth} dimension="Month" caption="By month of the match (UTC), newest first." /> },
              ]}
            />
          </section>

          <section aria-labelledby="calibration-title" className="mt-12 flex flex-col gap-4">
            <h2 id="calibration-title" className="text-2xl font-semibold tracking-tight">
              Calibration
            </h2>
            <p className="max-w-3xl text-sm text-muted-foreground">
              Predicted confidence against the observed win rate, by 5-point band. Points on the dashed diagonal are perfectly
              calibrated; larger points rest on more picks.
            </p>
            <CalibrationExplorer scopes={calibrationScopes(record)} />
          </section>
        </>
      )}

      <section aria-labelledby="method-title" className="mt-12 flex flex-col gap-4">
        <h2 id="method-title" className="text-2xl font-semibold tracking-tight">
          How these figures are computed
        </h2>
        <MethodNotes />
      </section>
    </div>
  );
}

function EmptyRecord({ pending }: { pending: number }) {
  return (
    <section
      aria-labelledby="empty-title"
      className="flex max-w-3xl flex-col gap-4 rounded-xl border border-dashed bg-muted/40 p-6"
      data-testid="track-record-empty"
    >
      <div className="flex items-start gap-3">
        <HourglassIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-2">
          <h2 id="empty-title" className="text-lg font-semibold">
            No settled predictions yet — {formatCount(pending)} pending
          </h2>
          <p className="text-sm text-muted-foreground">
            Predictions are published before kickoff and never dated earlier than they were made, so the record starts
            empty and fills as results come in. Each pick is counted here the moment its match settles, wins and losses
            alike.
          </p>
        </div>
      </div>
      <Button asChild variant="outline" className="self-start">
        <Link href={routes.predictions}>
          See the pending predictions
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function calibrationScopes(record: TrackRecord): CalibrationScope[] {
  return [
    { id: "all", label: "All predictions", bands: record.calibration },
    ...record.bySport.map((g) => ({ id: `sport:${g.key}`, label: `Sport: ${g.label}`, bands: g.calibration })),
    ...record.byMarket.map((g) => ({ id: `market:${g.key}`, label: `Market: ${g.label}`, bands: g.calibration })),
    ...record.byMonth.map((g) => ({ id: `month:${g.key}`, label: `Month: ${g.label}`, bands: g.calibration })),
  ];
}
