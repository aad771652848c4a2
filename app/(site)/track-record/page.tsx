import Link from "next/link";

import { PageHeader } from "@/components/layout/page-header";
import { BacktestSection } from "@/components/track-record/backtest-section";
import { BreakdownTable } from "@/components/track-record/breakdown-table";
import { BreakdownTabs } from "@/components/track-record/breakdown-tabs";
import { EmptyRecord } from "@/components/track-record/empty-record";
import { CalibrationExplorer, type CalibrationScope } from "@/components/track-record/calibration-explorer";
import { formatCount, plural } from "@/lib/format/numbers.rules";
import { LiveClvFigures } from "@/components/track-record/live-clv";
import { MethodNotes } from "@/components/track-record/method-notes";
import { SummaryFigures } from "@/components/track-record/summary-figures";
import { cachedBacktests, cachedLiveClv, cachedTrackRecord } from "@/lib/track-record/track-record.cache";
import { pageMetadata } from "@/lib/seo/metadata";
import type { TrackRecord } from "@/lib/track-record/track-record.service";
import { routes, TRACK_RECORD_VERIFY_PATH } from "@/lib/site-config";

const TITLE = "Track Record";
const DESCRIPTION =
  "Every settled prediction counted: accuracy, return and closing-line value at the published odds, calibration by " +
  "sport, market and month, and the models' backtests, with sample sizes.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.trackRecord,
});

// Static and tag-revalidated: the record is read through a `use cache` reader that settlement expires.
export default async function TrackRecordPage() {
  const [record, live, backtests] = await Promise.all([cachedTrackRecord(), cachedLiveClv(), cachedBacktests()]);
  const { overall } = record;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: TITLE, path: routes.trackRecord }]} />

      {/* Two records, never mixed: what the published picks did, and what a backtest measured on history. */}
      <section aria-labelledby="live-title" className="flex flex-col gap-6" data-testid="live-record">
        <div className="flex flex-col gap-1">
          <h2 id="live-title" className="text-3xl font-semibold tracking-tight">
            Live record
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            The predictions we published before kickoff, counted as they settle.{" "}
            <Link href={TRACK_RECORD_VERIFY_PATH} className="underline underline-offset-4">
              Download the open record and check any pick&apos;s lock
            </Link>
            .
          </p>
        </div>
        {overall.settled === 0 ? (
          <EmptyRecord pending={overall.pending} />
        ) : (
          <>
            <section aria-labelledby="overall-title" className="flex flex-col gap-4">
              <h3 id="overall-title" className="text-2xl font-semibold tracking-tight">
                All predictions
              </h3>
              <p className="text-sm text-muted-foreground" data-testid="record-counts">
                {plural(overall.total, "prediction")}: {formatCount(overall.settled)} settled (
                {formatCount(overall.won)} won, {formatCount(overall.lost)} lost, {formatCount(overall.voided)} void)
                and {formatCount(overall.pending)} pending.
                {record.demoPredictions > 0
                  ? ` ${plural(record.demoPredictions, "of them belongs", "of them belong")} to the labelled demo ` +
                    `world.`
                  : null}
              </p>
              <SummaryFigures metrics={overall} />
            </section>

            <section aria-labelledby="breakdown-title" className="mt-12 flex flex-col gap-4">
              <h3 id="breakdown-title" className="text-2xl font-semibold tracking-tight">
                Breakdown
              </h3>
              <BreakdownTabs
                label="Break the record down"
                panels={[
                  {
                    value: "sport",
                    label: "By sport",
                    content: (
                      <BreakdownTable
                        groups={record.bySport}
                        dimension="Sport"
                        caption="By sport, most settled first."
                      />
                    ),
                  },
                  {
                    value: "market",
                    label: "By market",
                    content: (
                      <BreakdownTable
                        groups={record.byMarket}
                        dimension="Market"
                        caption="By market, most settled first."
                      />
                    ),
                  },
                  {
                    value: "month",
                    label: "By month",
                    content: (
                      <BreakdownTable
                        groups={record.byMonth}
                        dimension="Month"
                        caption="By month of the match (UTC), newest first."
                      />
                    ),
                  },
                ]}
              />
            </section>

            <section aria-labelledby="calibration-title" className="mt-12 flex flex-col gap-4">
              <h3 id="calibration-title" className="text-2xl font-semibold tracking-tight">
                Calibration
              </h3>
              <p className="max-w-3xl text-sm text-muted-foreground">
                Predicted confidence against the observed win rate, by 5-point band. Points on the dashed diagonal are
                perfectly calibrated; larger points rest on more picks.
              </p>
              <CalibrationExplorer scopes={calibrationScopes(record)} />
            </section>
          </>
        )}

        <section aria-labelledby="clv-title" className="mt-6 flex flex-col gap-4" data-testid="live-clv">
          <h3 id="clv-title" className="text-2xl font-semibold tracking-tight">
            Closing-line value
          </h3>
          <p className="max-w-3xl text-sm text-muted-foreground">
            A pick beats the close when the price we took pays more than the bookmakers&apos; closing consensus, margin
            removed, says the outcome was worth: CLV = taken price × closing probability − 1. Picks whose close is not
            stored yet are left out of the CLV figures and their n. Each figure shows its 95 % interval.
          </p>
          <LiveClvFigures live={live} />
        </section>
      </section>

      <section aria-labelledby="backtest-title" className="mt-16 flex flex-col gap-6" data-testid="backtest-record">
        <div className="flex flex-col gap-1">
          <h2 id="backtest-title" className="text-3xl font-semibold tracking-tight">
            Backtest
          </h2>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Each model version replayed walk-forward on past matches it had not seen: its fair forecast scored against
            the bookmakers&apos; no-vig consensus before kickoff, and the closing consensus as the ceiling. Not part of
            the live record above.
          </p>
        </div>
        <BacktestSection backtests={backtests} />
      </section>

      <section aria-labelledby="method-title" className="mt-12 flex flex-col gap-4">
        <h2 id="method-title" className="text-2xl font-semibold tracking-tight">
          How these figures are computed
        </h2>
        <MethodNotes />
      </section>
    </div>
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
