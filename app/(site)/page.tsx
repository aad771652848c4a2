import Link from "next/link";
import {
  ArrowRightIcon,
  BarChart3Icon,
  CalculatorIcon,
  DatabaseIcon,
  LayersIcon,
  LightbulbIcon,
  LockIcon,
  TrophyIcon,
  type LucideIcon,
} from "lucide-react";

import { plural } from "@/lib/format/numbers.rules";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cachedHomeCategories, cachedHomeFigures } from "@/lib/track-record/home.cache";
import type { HomeFigures } from "@/lib/track-record/home-figures.service";
import { DEFAULT_TITLE, pageMetadata } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";

import { AppPromo } from "./_components/app-promo";
import { CategorySelector } from "./_components/category-selector";
import { HomeHero, type HeroFigure } from "./_components/home-hero";
import { LiveTeaser } from "./_components/live-teaser";
import { PoweredByStrip } from "./_components/powered-by-strip";
import { PICKS_TEXT, StatCards } from "./_components/stat-cards";
import { StepCard } from "./_components/step-card";

export const metadata = pageMetadata({
  title: DEFAULT_TITLE,
  absoluteTitle: true,
  description: siteConfig.description,
  path: routes.home,
});

const STEPS: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: DatabaseIcon,
    title: "Data in",
    body: "Fixtures, results and bookmaker odds are collected on a schedule; every price is kept.",
  },
  {
    icon: CalculatorIcon,
    title: "Fair probabilities out",
    body:
      "Each outcome's fair probability is the bookmakers' prices with their margin removed, pooled with a " +
      "sport's model only where its backtest beat them.",
  },
  {
    icon: BarChart3Icon,
    title: "Value against the price",
    body:
      "Value is where the best price on offer beats that fair line, with its expected value; a likely outcome " +
      "with no value is a forecast, not a bet.",
  },
  {
    icon: LockIcon,
    title: "Locked and graded",
    body:
      "Picks lock before kickoff, are graded against the closing line, then settle as WIN, LOSS or VOID on the " +
      "public track record.",
  },
];

const EXPLORE: { icon: LucideIcon; title: string; body: string; href: string }[] = [
  {
    icon: TrophyIcon,
    title: "Leagues",
    body: "Every league with published picks, searchable; the others say no picks yet.",
    href: routes.leagues,
  },
  {
    icon: LayersIcon,
    title: "Categories",
    body: "Match result, goals and points, player props, half-time, specials and live markets.",
    href: routes.categories,
  },
  {
    icon: BarChart3Icon,
    title: "Track record",
    body: "Every settled pick counted: accuracy, return and calibration, with sample sizes.",
    href: routes.trackRecord,
  },
  {
    icon: LightbulbIcon,
    title: "Tips",
    body: "Quick tips drawn from today's predictions, by sport, league and market.",
    href: routes.tips,
  },
];

/** The hero's three measured figures, each with its window and sample. */
function heroFigures(f: HomeFigures): HeroFigure[] {
  const accuracy = f.accuracy30d;
  return [
    {
      id: "picks",
      label: PICKS_TEXT[f.picks.window].label,
      value: f.picks.count,
      detail: PICKS_TEXT[f.picks.window].detail,
    },
    {
      id: "markets",
      label: "Markets covered",
      value: f.marketsCovered,
      detail: `with a pick in the last ${accuracy.windowDays} days or upcoming`,
    },
    {
      id: "accuracy",
      label: "Measured accuracy",
      value: accuracy.value === null ? null : accuracy.value * 100,
      decimals: 1,
      suffix: "%",
      detail:
        accuracy.sample === 0
          ? `no decided picks in the last ${accuracy.windowDays} days yet`
          : `last ${accuracy.windowDays} days · ${plural(accuracy.sample, "decided pick")}`,
    },
  ];
}

// Static and tag-revalidated: every figure is read through `use cache` readers (lib/track-record/home.cache.ts).
export default async function HomePage() {
  const [figures, categories] = await Promise.all([cachedHomeFigures(), cachedHomeCategories()]);
  return (
    <>
      <HomeHero figures={heroFigures(figures)} />

      <section aria-labelledby="at-a-glance" className="container flex w-full flex-col gap-8 py-14 sm:py-20">
        <div className="flex flex-col gap-2">
          <h2 id="at-a-glance" className="text-3xl font-bold tracking-tight">
            At a glance
          </h2>
          <p className="text-muted-foreground">
            Computed from our predictions and their results; the full picture is on the{" "}
            <Link href={routes.trackRecord} className="font-medium text-brand-strong hover:underline">
              track record
            </Link>
            .
          </p>
        </div>
        <StatCards figures={figures} />
        <section aria-labelledby="live-teaser">
          <LiveTeaser teaser={figures.liveTeaser} />
        </section>
        <CategorySelector categories={categories} />
      </section>

      <section aria-labelledby="how-it-works" className="container w-full py-14 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="how-it-works" className="text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            From raw data to a settled result, the same four steps run for every match we cover.
          </p>
        </div>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <StepCard icon={step.icon} number={index + 1} title={step.title} description={step.body} />
            </li>
          ))}
        </ol>
        <Link
          href={routes.about}
          className="mt-8 inline-flex items-center gap-1.5 font-medium text-brand-strong hover:underline"
        >
          More on our method
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </section>

      <section aria-labelledby="explore" className="border-t bg-muted/30">
        <div className="container w-full py-14 sm:py-20">
          <h2 id="explore" className="text-3xl font-bold tracking-tight">
            Explore
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {EXPLORE.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="group block h-full rounded-xl focus-visible:outline-none">
                  <Card
                    className={
                      "h-full gap-3 transition-colors group-hover:bg-accent " +
                      "group-focus-visible:ring-[3px] group-focus-visible:ring-ring/50"
                    }
                  >
                    <CardHeader className="gap-3">
                      <item.icon aria-hidden="true" className="size-6 text-brand-strong" />
                      <CardTitle className="flex items-center gap-1.5 text-base">
                        {item.title}
                        <ArrowRightIcon
                          aria-hidden="true"
                          className="size-4 transition-transform group-hover:translate-x-0.5"
                        />
                      </CardTitle>
                      <CardDescription className="leading-6">{item.body}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PoweredByStrip />

      <div className="container w-full py-14 sm:py-20">
        <AppPromo />
      </div>
    </>
  );
}
