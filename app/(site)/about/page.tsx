import Link from "next/link";
import {
  ActivityIcon,
  BarChart3Icon,
  BellRingIcon,
  DatabaseIcon,
  GaugeIcon,
  HeartIcon,
  LayersIcon,
  LockIcon,
  ScaleIcon,
  ShieldCheckIcon,
  TrophyIcon,
  type LucideIcon,
} from "lucide-react";

import { AdSlot } from "@/components/ads/ad-slot";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cachedLeaguesPageData } from "@/lib/browse/browse.cache";
import { formatCount } from "@/lib/format/numbers.rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";

import { StepCard } from "@/app/(site)/_components/step-card";

export const metadata = pageMetadata({
  title: "About",
  description:
    `How ${siteConfig.name} builds its picks: fair probabilities from the bookmakers' no-vig prices and ` +
    `the models, value where a price beats the fair line, every pick locked before kickoff and graded at the close ` +
    `on a public track record.`,
  path: routes.about,
});

const METHOD_STEPS: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: DatabaseIcon,
    title: "Collect",
    body:
      "Fixtures and results come from ESPN data and bookmaker prices from The Odds API. Every price we capture " +
      "is kept, never overwritten, so each pick can be checked against the odds of its time.",
  },
  {
    icon: GaugeIcon,
    title: "Estimate",
    body:
      "Each match's pre-match prices, with every bookmaker's margin removed, give the market's fair probability " +
      "of each outcome (the no-vig consensus). A model for each sport, fitted on past results, is pooled in only " +
      "for the markets where its backtest beat that consensus; every pick says which its probability is.",
  },
  {
    icon: ScaleIcon,
    title: "Compare with the market",
    body:
      "Value is where the best price on offer beats that fair line: expected value (EV) is fair probability × " +
      "price − 1, what a one-unit stake returns on average. A pick is a value pick when its EV clears its market's " +
      "threshold; a likely outcome with no positive EV at any price is shown as a forecast, not a bet.",
  },
  {
    icon: LockIcon,
    title: "Lock",
    body:
      "A prediction is published with its probability, odds and timestamp and locked before kickoff. It cannot " +
      "be edited afterwards, so nothing is tuned with hindsight.",
  },
  {
    icon: TrophyIcon,
    title: "Settle and count",
    body:
      "Each pick is graded at the close: its price against the market's last no-vig price before kickoff " +
      "(closing-line value). When the match ends it settles as WIN, LOSS or VOID (a postponed match or a push), and " +
      "every pick is counted on the track record — the losses as well as the wins.",
  },
];

const FEATURES: { icon: LucideIcon; title: string; body: string; href: string }[] = [
  {
    icon: ActivityIcon,
    title: "Daily predictions",
    body:
      "Pick, fair probability and what it is made of, the best price in your odds format and its EV for each " +
      "match, filterable by date, sport, league and market.",
    href: routes.predictions,
  },
  {
    icon: LayersIcon,
    title: "Leagues and markets",
    body:
      "Every league with published picks, and the market categories they fall in; a league or category with no " +
      "pick yet says so.",
    href: routes.leagues,
  },
  {
    icon: BarChart3Icon,
    title: "A measured track record",
    body:
      "Accuracy, return at the published odds and calibration by confidence band — each by sport, market and " +
      "month, always with the sample size.",
    href: routes.trackRecord,
  },
  {
    icon: BellRingIcon,
    title: "Tips",
    body: "Short tips derived from today's predictions, searchable by sport, league and category.",
    href: routes.tips,
  },
  {
    icon: HeartIcon,
    title: "Your dashboard",
    body: "Follow predictions, keep favourite teams and leagues, and see your own win rate, streak and profit.",
    href: routes.user.dashboard,
  },
  {
    icon: ShieldCheckIcon,
    title: "Plans that fit",
    body:
      "Start with a free account; paid plans unlock more full predictions, premium picks and, for Enterprise, " +
      "API access.",
    href: routes.user.subscription,
  },
];

/**
 * What the published picks cover, read from the data (the leagues page's cached reader): in place of a
 * 2020–2024 timeline that described tennis and esports history the data does not have.
 */
async function CoverageSection() {
  const { leagues, sports } = await cachedLeaguesPageData();
  const covered = sports
    .map((sport) => ({
      ...sport,
      leagues: leagues.filter((league) => league.sport === sport.id && league.predictions > 0),
    }))
    .filter((sport) => sport.leagues.length > 0);
  const empty = leagues.filter((league) => league.predictions === 0).length;
  return (
    <section aria-labelledby="coverage" className="border-t py-10">
      <h2 id="coverage" className="text-2xl font-semibold tracking-tight">
        What the picks cover
      </h2>
      {covered.length === 0 ? (
        <p className="mt-4 max-w-3xl text-muted-foreground">No pick has been published yet.</p>
      ) : (
        <ul className="mt-6 grid max-w-3xl gap-3 text-muted-foreground" data-testid="about-coverage">
          {covered.map((sport) => (
            <li key={sport.id}>
              <span className="font-semibold text-foreground">{sport.name}</span>:{" "}
              {sport.leagues
                .map(
                  (league) =>
                    `${league.name} (${formatCount(league.predictions)} ` +
                    `${league.predictions === 1 ? "pick" : "picks"})`,
                )
                .join(", ")}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
        Counted from the published picks.{" "}
        {empty > 0
          ? `${formatCount(empty)} more ${empty === 1 ? "league is" : "leagues are"} listed with no pick yet. `
          : null}
        Every league, with its figures, is on the{" "}
        <Link href={routes.leagues} className="font-medium text-brand-strong underline underline-offset-4">
          leagues page
        </Link>
        .
      </p>
    </section>
  );
}

export default function AboutPage() {
  const { minimumAge, elevatedMinimumAge } = siteConfig.responsibleGaming;
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        eyebrow={`About ${siteConfig.name}`}
        title="Sports predictions you can check"
        description={
          `${siteConfig.name} turns sports data into probabilities, compares them with the bookmakers' ` +
          `prices, and publishes the result before the game starts — then keeps score in public.`
        }
        breadcrumbs={[{ name: "About", path: routes.about }]}
      />

      <section aria-labelledby="mission" className="grid gap-6 border-t py-10 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <h2 id="mission" className="text-2xl font-semibold tracking-tight">
          Our mission
        </h2>
        <div className="space-y-4 text-base leading-7 text-muted-foreground">
          <p>
            Most sports tips arrive as a confident opinion with no way to check it afterwards. We think a prediction
            should come with a number you can test: the probability that it wins, the price the market offers, and the
            value between the two.
          </p>
          <p>
            So every {siteConfig.name} pick carries its fair probability and what it is made of, the best price and its
            expected value, is fixed before kickoff, and is graded at the close and settled against the final result on
            our{" "}
            <Link href={routes.trackRecord} className="font-medium text-brand-strong underline underline-offset-4">
              track record
            </Link>
            . You can judge the models by their results, not by our claims.
          </p>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="border-t py-10">
        <div className="max-w-3xl">
          <h2 id="how-it-works" className="text-2xl font-semibold tracking-tight">
            How a pick is made
          </h2>
          <p className="mt-3 text-muted-foreground">
            The same five steps run for every sport, on a schedule, from raw data to a settled result.
          </p>
        </div>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {METHOD_STEPS.map((step, index) => (
            <li key={step.title}>
              <StepCard icon={step.icon} number={index + 1} title={step.title}>
                <CardContent>
                  <p className="text-sm leading-6 text-muted-foreground">{step.body}</p>
                </CardContent>
              </StepCard>
            </li>
          ))}
        </ol>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
          A probability is not a promise: a 70% pick still loses three times in ten. That is why we publish calibration
          and sample sizes rather than a single headline accuracy figure.
        </p>
      </section>

      <AdSlot position="CONTENT" className="border-t py-6" />

      <section aria-labelledby="features" className="border-t py-10">
        <h2 id="features" className="text-2xl font-semibold tracking-tight">
          What you get
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full gap-3">
                <CardHeader className="grid-cols-[auto_1fr] items-center gap-3">
                  <feature.icon aria-hidden="true" className="size-5 text-brand-strong" />
                  <CardTitle className="text-base">
                    <Link href={feature.href} className="hover:underline">
                      {feature.title}
                    </Link>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="leading-6">{feature.body}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <CoverageSection />

      <section aria-labelledby="what-we-are-not" className="border-t py-10">
        <h2 id="what-we-are-not" className="text-2xl font-semibold tracking-tight">
          What we are not
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-muted-foreground">
          <p>
            {siteConfig.name} is an analytics service, not a gambling operator: we do not take bets, hold funds or pay
            out winnings. Our predictions are information, not financial advice, and no outcome is guaranteed.
          </p>
          <p>
            The service is for adults only — {minimumAge}+, or {elevatedMinimumAge}+ where local law requires. If
            betting stops being fun, our{" "}
            <Link href={routes.ageVerification} className="font-medium text-brand-strong underline underline-offset-4">
              age and responsible gaming page
            </Link>{" "}
            lists free, confidential help.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="get-started"
        className={
          "flex flex-col items-start gap-6 rounded-2xl border bg-muted/40 p-6 sm:p-10 lg:flex-row " +
          "lg:items-center lg:justify-between"
        }
      >
        <div className="max-w-2xl">
          <h2 id="get-started" className="text-2xl font-semibold tracking-tight">
            See today&apos;s predictions
          </h2>
          <p className="mt-2 text-muted-foreground">
            Browse the picks with their probabilities and odds, or read the answers to common questions first.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg" variant="brand">
            <Link href={routes.predictions}>View Predictions</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={routes.faq}>Read the FAQ</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
