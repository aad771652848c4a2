import Link from "next/link";
import { ArrowRightIcon, HourglassIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format/numbers.rules";
import { routes } from "@/lib/site-config";

/** The live record before anything has settled: says so, with the pending count, and links to the pending picks. */
export function EmptyRecord({ pending }: { pending: number }) {
  return (
    <section
      aria-labelledby="empty-title"
      className="flex max-w-3xl flex-col gap-4 rounded-xl border border-dashed bg-muted/40 p-6"
      data-testid="track-record-empty"
    >
      <div className="flex items-start gap-3">
        <HourglassIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-2">
          <h3 id="empty-title" className="text-lg font-semibold">
            No settled predictions yet — {formatCount(pending)} pending
          </h3>
          <p className="text-sm text-muted-foreground">
            Predictions are published before kickoff and never dated earlier than they were made, so the record starts
            empty and fills as results come in. Each pick is counted here the moment its match settles, wins and losses
            alike.
          </p>
        </div>
      </div>
      <Button asChild variant="outline" className="self-start">
        <Link href={routes.predictions}>
          See the pending predictions
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
