import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon, ChartNoAxesColumnIcon } from "lucide-react";

import { NotFoundLogger } from "@/app/_components/not-found-logger";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-config";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you were looking for does not exist or has moved.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="container flex flex-1 items-center justify-center py-20">
      <div className="flex max-w-md flex-col items-center text-center">
        <p
          aria-hidden="true"
          className={
            "bg-gradient-to-b from-foreground to-foreground/30 bg-clip-text font-mono text-8xl font-bold " +
            "tracking-tighter text-transparent tabular sm:text-9xl"
          }
        >
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
          <span className="sr-only">404: </span>Page Not Found
        </h1>
        <p className="mt-3 text-muted-foreground">
          We couldn&apos;t find that page. It may have moved, or the link may be mistyped. Today&apos;s picks are still
          one click away.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link href={routes.home}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to home
            </Link>
          </Button>
          <Button asChild variant="brand">
            <Link href={routes.predictions}>
              <ChartNoAxesColumnIcon aria-hidden="true" />
              View predictions
            </Link>
          </Button>
        </div>
      </div>
      <NotFoundLogger />
    </section>
  );
}
