import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// The scraper test panel's result cards: the API test flags, the scrape and prediction
// results, and the rows View Sports Data / View Predictions retrieved.

export interface ApiTestResult {
  scoresApi: boolean;
  oddsApi: boolean;
  sportsDataApi: boolean;
}
export interface ScrapeResult {
  matches_scraped: number;
  error: string | null;
}
export interface PredictionResult {
  predictions_generated: number;
  error: string | null;
}
export interface RetrievedRows {
  kind: "matches" | "predictions";
  rows: { id: string; title: string; detail: string }[];
}

const API_LABELS: Record<keyof ApiTestResult, string> = {
  scoresApi: "Scores API",
  oddsApi: "Odds API",
  sportsDataApi: "Sports data API",
};

function Flag({ on }: { on: boolean }) {
  return <Badge variant={on ? "default" : "destructive"}>{on ? "Configured" : "Not configured"}</Badge>;
}

export function ApiTestCard({ result }: { result: ApiTestResult }) {
  return (
    <Card role="region" aria-label="API test">
      <CardHeader>
        <CardTitle className="text-base">API test</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_auto] items-center justify-start gap-x-4 gap-y-2 text-sm">
          {(Object.keys(API_LABELS) as (keyof ApiTestResult)[]).map((key) => (
            <div key={key} className="contents">
              <dt>{API_LABELS[key]}</dt>
              <dd>
                <Flag on={result[key]} />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function CountCard({
  title,
  label,
  value,
  error,
}: {
  title: string;
  label: string;
  value: number;
  error: string | null;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        <span>
          {label}: <strong className="tabular-nums">{value}</strong>
        </span>
        {error ? <span className="text-destructive">Error: {error}</span> : null}
      </CardContent>
    </Card>
  );
}

export function ScrapeResultCard({ result }: { result: ScrapeResult }) {
  return (
    <CountCard title="Scraper result" label="matches_scraped" value={result.matches_scraped} error={result.error} />
  );
}

export function PredictionResultCard({ result }: { result: PredictionResult }) {
  return (
    <CountCard
      title="Prediction result"
      label="predictions_generated"
      value={result.predictions_generated}
      error={result.error}
    />
  );
}

export function RetrievedRowsCard({ retrieved }: { retrieved: RetrievedRows }) {
  const title = retrieved.kind === "matches" ? "Recent sports data" : "Recent predictions";
  return (
    <Card role="region" aria-label={title} className="md:col-span-2">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {retrieved.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No records found</p>
        ) : (
          <ul className="flex flex-col divide-y text-sm">
            {retrieved.rows.map((row) => (
              <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{row.title}</span>
                <span className="text-muted-foreground">{row.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
