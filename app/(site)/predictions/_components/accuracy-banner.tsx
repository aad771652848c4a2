import Link from "next/link";
import { BarChart3Icon } from "lucide-react";

import type { LiveSummary } from "@/lib/predictions/pages.service";
import { routes } from "@/lib/site-config";
import { formatCount } from "@/lib/format/numbers.rules";

/** The measured accuracy of every settled published pick, with its sample size (no marketing figure). */
export function AccuracyBanner({ accuracy }: { accuracy: LiveSummary["accuracy"] }) {
  return (
    <aside
      aria-label="Accuracy"
      className="flex flex-col gap-3 rounded-xl border bg-brand/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <BarChart3Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
        <p className="text-sm" data-testid="accuracy-banner">
          {accuracy.percent === null ? (
            <>No prediction has been settled yet: accuracy is measured once results come in.</>
          ) : (
            <>
              Measured accuracy: <strong>{accuracy.percent.toFixed(1)}%</strong> of {formatCount(accuracy.settled)}{" "}
              settled picks won (voids excluded).
            </>
          )}
        </p>
      </div>
      <Link
        href={routes.trackRecord}
        className="text-sm font-medium whitespace-nowrap text-brand-strong underline underline-offset-4"
      >
        See the track record
      </Link>
    </aside>
  );
}
