import Link from "next/link";
import { FlaskConicalIcon } from "lucide-react";

import { cachedDemoPresent } from "@/lib/system/demo.cache";

/** The page that explains the demo world (kept out of lib/site-routes.ts, which client components bundle). */
export const DEMO_PAGE_PATH = "/demo";

/**
 * A slim, permanent "Demo data" bar while the demo world exists: its teams, results, prices and picks are
 * simulated, and a visitor must be able to tell. Server-rendered markup only (no client JavaScript), read
 * through a cached reader so pages stay static; it disappears once `npm run db:remove-demo` has run.
 */
export async function DemoNotice() {
  if (!(await cachedDemoPresent())) return null;
  return (
    <aside
      aria-label="Demo data"
      data-testid="demo-notice"
      className="border-b border-amber-500/30 bg-amber-500/10 text-amber-950 dark:text-amber-100"
    >
      <p className="container flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm">
        <FlaskConicalIcon className="size-4 shrink-0" aria-hidden="true" />
        <strong className="font-semibold">Demo data</strong>
        <span>Teams&apos; results, odds from demo bookmakers and the picks on them are simulated, not real.</span>
        <Link href={DEMO_PAGE_PATH} className="font-medium underline underline-offset-4 hover:text-foreground">
          What is the demo?
        </Link>
      </p>
    </aside>
  );
}
