import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";

import { routes, siteConfig } from "@/lib/site-config";

/** What the figures mean, and the 18+ gambling disclaimer. */
export function PredictionsExplainer() {
  const { minimumAge, elevatedMinimumAge } = siteConfig.responsibleGaming;
  return (
    <section aria-labelledby="how-to-read" className="grid gap-6 border-t pt-8 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h2 id="how-to-read" className="text-xl font-semibold">
          How to read a prediction
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-sm text-muted-foreground">
          <li>
            <strong className="text-foreground">Confidence</strong> is the model&apos;s probability that the pick wins: green from 80%,
            amber from 60%.
          </li>
          <li>
            <strong className="text-foreground">Odds</strong> are the bookmakers&apos; average price in American style (+150 returns 150
            on a 100 stake; -120 needs 120 to win 100).
          </li>
          <li>
            <strong className="text-foreground">Edge</strong> is the model&apos;s probability minus the market&apos;s, with the bookmaker
            margin removed, in points: green from +10, amber from +5.
          </li>
        </ul>
      </div>
      <div className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-5 text-sm" role="note">
        <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-strong" />
        <p>
          <strong>{minimumAge}+ only.</strong> {siteConfig.name} publishes statistical predictions and is not a gambling operator.
          Betting involves risk and no prediction is certain; some places set the minimum age at {elevatedMinimumAge}. Please gamble
          responsibly — see our{" "}
          <Link href={routes.ageVerification} className="font-medium underline underline-offset-4">
            age policy
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
