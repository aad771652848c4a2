import { LineChartIcon } from "lucide-react";

import { formatCount } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ClvFigures } from "@/lib/track-record/track-record.service";

/** The member's own closing-line value over the settled picks they track, with n and the 95 % intervals. */
export function ClvCard({ clv }: { clv: ClvFigures }) {
  return (
    <Card role="group" aria-label="Closing-line value" data-testid="member-clv">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-base">Closing-line value of your picks</CardTitle>
          <CardDescription>
            Did the price taken beat the bookmakers&apos; closing consensus, margin removed?
          </CardDescription>
        </div>
        <LineChartIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {clv.clv.n === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="member-clv-empty">
            None of your settled tracked picks has a stored close yet. Follow picks and their closing-line value appears
            here once they settle.
          </p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-xs text-muted-foreground">Mean CLV</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="member-clv-mean">
                {formatIntervalRate(clv.clv)}
              </dd>
              <dd className="text-xs text-muted-foreground">n = {formatCount(clv.clv.n)} settled picks with a close</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Beat the close</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="member-clv-beat">
                {formatIntervalRate(clv.beatClose, false)}
              </dd>
              <dd className="text-xs text-muted-foreground">of the same {formatCount(clv.beatClose.n)}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
