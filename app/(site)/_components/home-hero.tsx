import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { routes, siteConfig } from "@/lib/site-config";

/** A figure in the hero strip. Values are computed from the database by the caller, never typed in. */
export interface HeroFigure {
  label: string;
  /** Already formatted, e.g. "23" or "61.4%". */
  value: string;
  /** Window or sample the figure covers, e.g. "last 30 days, 412 settled picks". */
  detail?: string;
}

/**
 * Home hero: headline, the spec's two calls to action, and an optional strip of measured figures.
 * Without figures the hero describes the product in words; issue #5 passes real ones.
 */
export function HomeHero({ figures = [] }: { figures?: readonly HeroFigure[] }) {
  const { minimumAge } = siteConfig.responsibleGaming;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-brand)_0%,transparent_60%)] opacity-15"
      />
      <div className="container relative w-full py-16 sm:py-24">
        <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <p className="rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
            Machine-learning sports predictions · {minimumAge}+
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Know the odds. <span className="text-brand-strong">Find the edge.</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            {siteConfig.name} estimates the probability of every outcome, compares it with the bookmakers&apos; prices and
            shows you the edge and expected value — locked before kickoff and settled in public.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="brand">
              <Link href={routes.predictions}>
                Start Predicting
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={routes.about}>Learn More</Link>
            </Button>
          </div>
        </div>
        {figures.length > 0 ? (
          <dl className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-xl border bg-background/80 p-4 text-center">
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular">{figure.value}</dd>
                {figure.detail ? <dd className="mt-1 text-xs text-muted-foreground">{figure.detail}</dd> : null}
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
