import type { ClvFigures, ClvScope, LiveClv } from "@/lib/track-record/track-record.service";
import { formatCount } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";

import { BreakdownTabs } from "./breakdown-tabs";
import { ClvTable } from "./clv-table";
import { StatedEdgeTable } from "./stated-edge-table";

/** The three closing-line figures of one scope, each with the sample it rests on. */
function ClvFigureList({ figures, testId }: { figures: ClvFigures; testId: string }) {
  const items = [
    {
      id: "clv",
      label: "Mean closing-line value",
      value: formatIntervalRate(figures.clv),
      n: figures.clv.n,
      of: "picks with a stored close",
    },
    {
      id: "beat",
      label: "Beat the closing line",
      value: formatIntervalRate(figures.beatClose, false),
      n: figures.beatClose.n,
      of: "picks with a stored close",
    },
    {
      id: "roi",
      label: "ROI at the taken price",
      value: formatIntervalRate(figures.roi),
      n: figures.roi.n,
      of: "settled picks",
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3" data-testid={testId}>
      {items.map((item) => (
        <div key={item.id} className="rounded-xl border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular" data-testid={`${testId}-${item.id}`}>
            {item.value}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            n = {formatCount(item.n)} {item.of}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function scopePanels(scope: ClvScope, prefix: string) {
  return [
    {
      value: "sport",
      label: "By sport",
      content: (
        <ClvTable
          groups={scope.bySport}
          dimension="Sport"
          caption="By sport, most settled first."
          testId={`${prefix}-sport`}
        />
      ),
    },
    {
      value: "market",
      label: "By market",
      content: (
        <ClvTable
          groups={scope.byMarket}
          dimension="Market"
          caption="By market, most settled first."
          testId={`${prefix}-market`}
        />
      ),
    },
    {
      value: "band",
      label: "By edge band",
      content: (
        <ClvTable
          groups={scope.byBand}
          dimension="Edge at publication"
          caption={
            "By the expected value claimed at the taken price when the pick was published, in percent of the " +
            "stake."
          }
          testId={`${prefix}-band`}
        />
      ),
    },
    {
      value: "model",
      label: "By model version",
      content: (
        <ClvTable
          groups={scope.byModel}
          dimension="Model version"
          caption="By the model version that made the pick."
          testId={`${prefix}-model`}
        />
      ),
    },
  ];
}

/**
 * Closing-line value of the published picks: did the price taken beat the market's last no-vig word before
 * kickoff? All picks, then the value picks (published because their edge cleared the threshold) on their own.
 */
export function LiveClvFigures({ live }: { live: LiveClv }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <h4 className="text-lg font-semibold">All picks</h4>
        <ClvFigureList figures={live.all.overall} testId="clv-all" />
        <BreakdownTabs
          label="Break the closing-line value of all picks down"
          panels={scopePanels(live.all, "clv-all")}
        />
      </div>
      <div className="flex flex-col gap-3">
        <h4 className="text-lg font-semibold">Value picks</h4>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Picks published because their expected value at the best available price cleared the market&apos;s threshold.
        </p>
        <ClvFigureList figures={live.value.overall} testId="clv-value" />
        <BreakdownTabs
          label="Break the closing-line value of value picks down"
          panels={scopePanels(live.value, "clv-value")}
        />
      </div>
      <div className="flex flex-col gap-3" data-testid="stated-edge">
        <h4 className="text-lg font-semibold">Stated edge against closing-line value</h4>
        <p className="max-w-3xl text-sm text-muted-foreground">
          The edge a pick states is its expected value when published: our fair probability × the price taken − 1. Its
          closing-line value is the same price against the close: the bookmakers&apos; last prices before kickoff,
          margin removed by the de-vig method of the model version&apos;s backtest (power where it has none). Both are
          averaged over the same picks, those whose close is stored; an honest stated edge is close to the CLV its picks
          earn.
        </p>
        <BreakdownTabs
          label="Stated edge against closing-line value"
          panels={[
            {
              value: "value",
              label: "Value picks",
              content: (
                <StatedEdgeTable
                  groups={live.value.byBand}
                  caption="Value picks by the edge they stated, in percent of the stake."
                  testId="stated-edge-value"
                />
              ),
            },
            {
              value: "all",
              label: "All picks",
              content: (
                <StatedEdgeTable
                  groups={live.all.byBand}
                  caption="Every pick by the edge it stated, in percent of the stake."
                  testId="stated-edge-all"
                />
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
