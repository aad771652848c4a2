import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";

import { DisplayLegend } from "@/components/predictions/display-legend";
import { routes, siteConfig } from "@/lib/site-config";

/** What the figures mean (the legend, from the display rules the cards use), and the 18+ gambling disclaimer. */
export function PredictionsExplainer() {
  const { minimumAge, elevatedMinimumAge } = siteConfig.responsibleGaming;
  return (
    <div className="grid gap-6 border-t pt-8 md:grid-cols-2">
      <DisplayLegend />
      <div className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-5 text-sm" role="note">
        <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-strong" />
        <p>
          <strong>{minimumAge}+ only.</strong> {siteConfig.name} publishes statistical predictions and is not a gambling
          operator. Betting involves risk and no prediction is certain; some places set the minimum age at{" "}
          {elevatedMinimumAge}. Please gamble responsibly — see our{" "}
          <Link href={routes.ageVerification} className="font-medium underline underline-offset-4">
            age policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
