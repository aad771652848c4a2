import Link from "next/link";

import { DisplayLegend } from "@/components/predictions/display-legend";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TIP_ANALYSIS } from "@/lib/predictions/tips.rules";
import { routes } from "@/lib/site-config";

/** How a tip is made, and the legend of its badge and figures (from the display rules the tip cards use). */
export function TipsExplainer() {
  return (
    <section aria-labelledby="tips-explainer" className="mt-14 grid gap-4 md:grid-cols-2">
      <h2 id="tips-explainer" className="sr-only">
        About these tips
      </h2>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>Where tips come from</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm leading-6 text-muted-foreground">
          <p>
            Each tip is one of today&apos;s published predictions (matches kicking off today or tomorrow, UTC), with the
            same pick, price and EV as on the{" "}
            <Link className="text-brand-strong underline underline-offset-4" href={routes.predictions}>
              predictions
            </Link>{" "}
            page.
          </p>
          <p>{TIP_ANALYSIS}</p>
          <p>
            A level is not a promise: how often picks at each level have won is on the{" "}
            <Link className="text-brand-strong underline underline-offset-4" href={routes.trackRecord}>
              track record
            </Link>
            . Each tip names the bookmaker of its price (in the demo, fictional demo bookmakers).
          </p>
        </CardContent>
      </Card>
      <div className="rounded-xl border bg-card p-6">
        <DisplayLegend tipLevels headingLevel={3} />
      </div>
    </section>
  );
}
