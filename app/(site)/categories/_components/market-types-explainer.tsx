import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const MARKET_TYPES = [
  {
    title: "Result markets",
    body:
      "Who wins: 1X2 (home, draw, away), double chance (two outcomes in one pick) and draw no bet (the stake " +
      "comes back on a draw).",
  },
  {
    title: "Totals and handicaps",
    body:
      "How many goals or points, whether both sides score, and results with a head start applied to one side " +
      "(the spread).",
  },
  {
    title: "Player, half-time and specials",
    body:
      "Props on a single player, markets settled at half-time, and specials such as corners, bookings or the " +
      "exact score.",
  },
  {
    title: "Live",
    body:
      "Markets priced while the match is being played. Our picks are locked before kick-off, so a live market " +
      "only appears when a pick was made in advance.",
  },
];

/** What each family of markets means, and how the category figures are measured. */
export function MarketTypesExplainer() {
  return (
    <section aria-labelledby="market-types" className="mt-14 flex flex-col gap-4">
      <h2 id="market-types" className="text-2xl font-bold tracking-tight">
        Market types
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {MARKET_TYPES.map((type) => (
          <Card key={type.title} className="gap-3">
            <CardHeader>
              <CardTitle>{type.title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm leading-6 text-muted-foreground">{type.body}</CardContent>
          </Card>
        ))}
      </div>
      <p className="max-w-3xl text-sm leading-6 text-muted-foreground">
        A category&apos;s predictions are its published picks; accuracy is wins over settled picks (void and pending
        left out) with the sample beside it; average odds are the mean decimal odds of its picks. A dash means nothing
        has been measured yet.
      </p>
    </section>
  );
}
