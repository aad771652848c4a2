import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { PageBreadcrumb } from "@/components/layout/page-breadcrumb";
import { Button } from "@/components/ui/button";
import { routes, siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

import { CountUp } from "./count-up";
import { cycleDelay, HeroArt } from "./hero-art";

/** A figure in the hero strip. Values are computed from the database by the caller, never typed in. */
export interface HeroFigure {
  id: string;
  label: string;
  /** The measured number, or null when there is no data (shown as an em dash). */
  value: number | null;
  decimals?: number;
  suffix?: string;
  /** Window or sample the figure covers, e.g. "last 30 days, 412 decided picks". */
  detail: string;
}

/** Each figure is highlighted in turn for 3 s (CSS only; none under reduced motion). */
const SPOTLIGHT_SECONDS = 3;

/**
 * Home hero: breadcrumb, headline, the two calls to action, cycling sport images and a strip of
 * measured figures that count up on load, with a rotating spotlight.
 */
export function HomeHero({ figures }: { figures: readonly HeroFigure[] }) {
  const { minimumAge } = siteConfig.responsibleGaming;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className={
          "pointer-events-none absolute inset-0 " +
          "bg-[radial-gradient(ellipse_at_top,var(--color-brand)_0%,transparent_60%)] opacity-15"
        }
      />
      <div className="container relative w-full pt-6 pb-14 sm:pb-20">
        <PageBreadcrumb items={[]} />
        <div className="mt-8 grid items-center gap-10 lg:mt-12 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <p className="rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
              Fair probabilities from the market and the models · {minimumAge}+
            </p>
            <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Know the odds. <span className="text-brand-strong">Find the edge.</span>
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
              {siteConfig.name} takes the margin out of the bookmakers&apos; prices to get the fair probability of every
              outcome, pooled with its models where they have earned it, and shows value where a price beats that fair
              line — every pick locked before kickoff and graded at the close, in public.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild size="lg" variant="brand">
                <Link href={routes.predictions}>
                  Start Predicting
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href={routes.about}>
                  Learn More<span className="sr-only"> about our method</span>
                </Link>
              </Button>
            </div>
          </div>
          <HeroArt className="mx-auto max-w-md lg:max-w-none" />
        </div>
        <dl className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-3" aria-label="Measured figures">
          {figures.map((figure, index) => (
            <div key={figure.id} className="relative rounded-xl border bg-background/80 p-4 text-center">
              <span
                aria-hidden="true"
                className={cn(
                  "pointer-events-none absolute inset-0 rounded-xl ring-2 ring-brand opacity-0 " +
                    "motion-reduce:animate-none!",
                )}
                style={cycleDelay(index, figures.length, SPOTLIGHT_SECONDS)}
              />
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd
                className="mt-1 text-3xl font-semibold tabular"
                data-testid={`hero-figure-${figure.id}`}
                data-value={
                  figure.value === null ? "—" : `${figure.value.toFixed(figure.decimals ?? 0)}${figure.suffix ?? ""}`
                }
              >
                {figure.value === null ? (
                  "—"
                ) : (
                  <CountUp value={figure.value} decimals={figure.decimals} suffix={figure.suffix} />
                )}
              </dd>
              <dd className="mt-1 text-xs text-muted-foreground">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
