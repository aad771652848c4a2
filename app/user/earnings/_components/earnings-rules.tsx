import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  DAILY_EARNED_DAYS_CAP,
  REFERRAL_DAYS,
  REWARDED_AD_RULES,
  WELCOME_DAYS,
} from "@/lib/subscriptions/earned-days.rules";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** How premium days are earned, from the constants in lib/subscriptions/earned-days.rules.ts. */
export function EarningsRules({ monthlyCeiling }: { monthlyCeiling: number | null }) {
  const items = [
    `${plural(REFERRAL_DAYS, "day")} of Premium for each friend who signs up with your link and confirms their ` +
      `e-mail address.`,
    `Your friend gets a welcome bonus of ${plural(WELCOME_DAYS, "day")} when they confirm.`,
    `At most ${plural(DAILY_EARNED_DAYS_CAP, "day")} earned per day (your own time zone).`,
    monthlyCeiling === null
      ? "A monthly ceiling on earned days applies."
      : `At most ${plural(monthlyCeiling, "day")} earned per calendar month.`,
    "Earned days stack after any paid period: they start when the time you paid for ends.",
    "No days are earned when you and your friend share a browser or sign up from the same network within a day, " +
      "or when your friend uses a disposable e-mail address.",
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>How earning works</h2>
        </CardTitle>
        <CardDescription>
          Rewarded ads, once available: {plural(REWARDED_AD_RULES.daysPerAd, "day")} per ad, up to{" "}
          {plural(REWARDED_AD_RULES.adsPerDay, "ad")} a day, within the same daily limit.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Earning rules">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
