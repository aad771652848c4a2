import Link from "next/link";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { routes } from "@/lib/site-config";

const POINTS = [
  {
    title: "What the figures mean",
    body:
      "Teams are the teams we hold for the league. Predictions counts every published pick in it, upcoming " +
      "those not yet kicked off. Accuracy is wins over settled picks (WIN or LOSS); void and pending picks are left " +
      "out, and the number of settled picks is shown beside it.",
  },
  {
    title: "Tiers",
    body:
      "Premium, major and minor describe how much attention a competition gets from bettors and bookmakers. " +
      "They are labels: every league's predictions are open on the same terms.",
  },
  {
    title: "Where the data comes from",
    body:
      "Fixtures and results come from ESPN and prices from bookmakers through The Odds API. A league without a " +
      "data feed can still carry manual picks by our analysts.",
  },
];

/** How league coverage works and how to read the per-league statistics. */
export function CoverageExplainer() {
  return (
    <section aria-labelledby="coverage-explainer" className="mt-14 flex flex-col gap-4">
      <h2 id="coverage-explainer" className="text-2xl font-bold tracking-tight">
        About our coverage
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {POINTS.map((point) => (
          <Card key={point.title} className="gap-3">
            <CardHeader>
              <CardTitle>{point.title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm leading-6 text-muted-foreground">{point.body}</CardContent>
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Results of every settled pick, by sport, market and month, are on the{" "}
        <Link className="text-brand-strong underline underline-offset-4" href={routes.trackRecord}>
          track record
        </Link>
        .
      </p>
    </section>
  );
}
