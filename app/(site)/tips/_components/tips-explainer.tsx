import Link from "next/link";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TIP_CONFIDENCE_HIGH, TIP_CONFIDENCE_MEDIUM } from "@/lib/predictions/confidence.rules";
import { TIP_ANALYSIS } from "@/lib/predictions/tips.service";
import { routes } from "@/lib/site-config";

/** How a tip is made and how to read its confidence badge. */
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
            Each tip is one of today&apos;s published predictions (matches kicking off today or tomorrow, UTC), with the same pick,
            odds, edge and expected value as on the <Link className="text-brand-strong underline underline-offset-4" href={routes.predictions}>predictions</Link> page.
          </p>
          <p>{TIP_ANALYSIS}</p>
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>Reading the confidence badge</CardTitle>
        </CardHeader>
        <CardContent className="text-sm leading-6 text-muted-foreground">
          <ul className="flex list-disc flex-col gap-1 pl-5">
            <li>
              <strong className="text-foreground">High</strong>: the model gives the pick {TIP_CONFIDENCE_HIGH}% or more.
            </li>
            <li>
              <strong className="text-foreground">Medium</strong>: {TIP_CONFIDENCE_MEDIUM}% to {TIP_CONFIDENCE_HIGH - 1}%.
            </li>
            <li>
              <strong className="text-foreground">Low</strong>: below {TIP_CONFIDENCE_MEDIUM}%.
            </li>
          </ul>
          <p className="mt-3">
            Confidence is not a promise: how often picks at each level have won is on the{" "}
            <Link className="text-brand-strong underline underline-offset-4" href={routes.trackRecord}>
              track record
            </Link>
            . A model pick&apos;s odds are the best price the bookmakers offered when it was published, and each tip
            names that bookmaker (in the demo, fictional demo bookmakers).
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
