import { Badge } from "@/components/ui/badge";
import { formatBrowserDateTime } from "@/lib/format/dates.rules";

import type { ProviderHealthView } from "./automation-types";

// Each data provider's calls over the last 24 hours (with the share that worked and its n) and its most
// recent failure: when, and the readable message recorded with the run (never keys or URLs with them).
// Shown by the automation panel and the dashboard's overview, from the same service.

const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

export function ProviderHealthList({
  providers,
  windowHours = 24,
}: {
  providers: ProviderHealthView[];
  windowHours?: number;
}) {
  if (providers.length === 0)
    return <p className="text-sm text-muted-foreground">No data provider calls recorded yet</p>;
  return (
    <ul aria-label="Data providers" className="grid gap-3 sm:grid-cols-2">
      {providers.map((provider) => (
        <li
          key={provider.provider}
          data-testid="provider-health"
          className="flex flex-col gap-1 rounded-md border p-3 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{provider.name}</span>
            {provider.calls === 0 ? (
              <Badge variant="secondary">no calls</Badge>
            ) : provider.failures === 0 ? (
              <Badge>working</Badge>
            ) : provider.failures === provider.calls ? (
              <Badge variant="destructive">failing</Badge>
            ) : (
              <Badge variant="outline">some calls failing</Badge>
            )}
          </div>
          <p className="text-muted-foreground tabular-nums">
            {provider.calls === 0
              ? `No calls in the last ${windowHours} hours`
              : `${percent(provider.successRate)} of ${provider.calls} calls worked (${provider.failures} failed), ` +
                `last ${windowHours} hours`}
          </p>
          {provider.lastError ? (
            <p data-testid="provider-last-error" className="text-destructive">
              Last error <LastErrorTime at={provider.lastError.at} />: {provider.lastError.message}
            </p>
          ) : (
            <p className="text-muted-foreground">No error recorded</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** When a provider's last error happened, in the browser's zone. */
function LastErrorTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatBrowserDateTime(at)}</time>;
}
