import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EARNINGS_RULES as RULES } from "@/lib/site-config";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

const ITEMS = [
  `${plural(RULES.premiumDaysPerAd, "day")} of premium for each ad you watch.`,
  `Up to ${plural(RULES.maxAdsPerDay, "ad")} per day, of ${RULES.adLengthSeconds} seconds each.`,
  `${plural(RULES.premiumDaysPerReferral, "day")} of premium for each friend you refer.`,
  `A ${RULES.welcomeBonusDays}-day welcome bonus.`,
  `At most ${plural(RULES.maxPremiumDaysPerDay, "day")} of premium earned per day.`,
];

/** How premium days are earned, from the constants in lib/site-config.ts. */
export function EarningsRules() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>How earning works</h2>
        </CardTitle>
        <CardDescription>Premium days are added to your plan once earning is back.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Earning rules">
          {ITEMS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
