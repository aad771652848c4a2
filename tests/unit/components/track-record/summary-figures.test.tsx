// The headline figures of the record: the win rate comes with its 95 % interval, by the page's one rule for
// intervals (mean ± 1.96·sd/√n over the decided picks' 0/1 outcomes), and without one before two picks decide.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SummaryFigures } from "@/components/track-record/summary-figures";
import { emptyTally, metricsFromTally } from "@/lib/engine/pick-metrics";

describe("SummaryFigures", () => {
  it("gives the win rate its 95 % interval", () => {
    const html = renderToStaticMarkup(
      <SummaryFigures
        metrics={metricsFromTally({ ...emptyTally(), won: 60, lost: 40, voided: 3, pending: 7, profit: 4 })}
      />,
    );
    expect(html).toContain('data-testid="figure-accuracy">60.0%<');
    expect(html).toContain("60 of 100 decided picks (void left out) · 95% CI 50.3% to 69.7%");
  });

  it("gives no interval before two picks have decided", () => {
    const html = renderToStaticMarkup(
      <SummaryFigures metrics={metricsFromTally({ ...emptyTally(), won: 1, pending: 2, profit: 1 })} />,
    );
    expect(html).toContain("1 of 1 decided pick (void left out)<");
  });
});
