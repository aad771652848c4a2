"use client";

import * as React from "react";
import { DatabaseIcon, DownloadIcon, ListIcon, PlugIcon, SparklesIcon } from "lucide-react";
import { toast } from "sonner";

import { NativeSelect } from "@/components/admin/native-select";
import { BusyButton } from "@/components/forms/busy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import { PANEL_SPORTS } from "@/lib/analytics/dashboard.input";
import { formatBrowserDateTime } from "@/lib/format/dates.rules";

import { leaguesForPanelSport, type PanelSport, type ProvidersAnswer } from "./panel-leagues";
import {
  ApiTestCard,
  PredictionResultCard,
  RetrievedRowsCard,
  ScrapeResultCard,
  type ApiTestResult,
  type PredictionResult,
  type RetrievedRows,
  type ScrapeResult,
} from "./scraper-results";

// The scraper test panel, with a toast for each outcome. Every button calls the real API: the configured flags
// (GET /api/scraping/test-apis), an ESPN scrape of the league (POST /api/scraping/scrape), model predictions
// for the league's upcoming matches (POST /api/admin/dashboard/generate-predictions), and the five newest
// matches and predictions (GET /api/sports-data, /api/predictions with limit 5).

type Action = "test" | "scrape" | "generate" | "matches" | "predictions";
const RECENT_LIMIT = 5;

interface MatchRow {
  id: string;
  homeTeam: string | null;
  awayTeam: string | null;
  leagueName: string | null;
  status: string;
  kickoffAt: string;
}
interface PredictionRow {
  id: string;
  homeTeam: string;
  awayTeam: string;
  market: string;
  pick: string;
  confidence: number | null;
  status: string;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ScraperTestPanel() {
  const [sport, setSport] = React.useState<PanelSport>("football");
  const [league, setLeague] = React.useState("nfl");
  const [providers, setProviders] = React.useState<ProvidersAnswer | null>(null);
  const [busy, setBusy] = React.useState<Action | null>(null);
  const [apiTest, setApiTest] = React.useState<ApiTestResult | null>(null);
  const [scrape, setScrape] = React.useState<ScrapeResult | null>(null);
  const [prediction, setPrediction] = React.useState<PredictionResult | null>(null);
  const [retrieved, setRetrieved] = React.useState<RetrievedRows | null>(null);

  React.useEffect(() => {
    // Without an answer the fixed league list applies (leaguesForPanelSport), so a failure is only logged.
    void apiFetch<ProvidersAnswer>("/scraping/providers").then((result) => {
      if (result.success) setProviders(result.data);
      else console.warn("Could not load scraping providers:", result.error);
    });
  }, []);

  const leagues = leaguesForPanelSport(sport, providers);
  const selectedLeague = leagues.includes(league) ? league : (leagues[0] ?? "");

  async function run(action: Action, body: () => Promise<void>) {
    setBusy(action);
    try {
      await body();
    } finally {
      setBusy(null);
    }
  }

  const testApis = () =>
    run("test", async () => {
      const result = await apiFetch<ApiTestResult>("/scraping/test-apis");
      if (result.success) setApiTest(result.data);
      else toast.error("API Error", { description: result.error });
    });

  const scrapeData = () =>
    run("scrape", async () => {
      const result = await apiFetch<{ matches?: number; error?: string | null; completed: boolean; message: string }>(
        "/scraping/scrape",
        {
          method: "POST",
          body: { provider: "espn", sport, league: selectedLeague },
        },
      );
      // A 202 answers while the scrape still runs: no count yet, and the message says so.
      if (result.success) {
        setScrape({
          matches_scraped: result.data.matches ?? 0,
          error: result.data.error ?? (result.data.completed ? null : result.data.message),
        });
        toast.success(result.data.message);
      } else {
        setScrape({ matches_scraped: 0, error: result.error });
        toast.error("API Error", { description: result.error });
      }
    });

  const generate = () =>
    run("generate", async () => {
      try {
        const result = await apiFetch<{ predictions_generated: number }>("/admin/dashboard/generate-predictions", {
          method: "POST",
          body: { sport, league: selectedLeague },
        });
        if (result.success) {
          setPrediction({ predictions_generated: result.data.predictions_generated, error: null });
          toast.success("Predictions Generated", {
            description: `Generated ${result.data.predictions_generated} predictions`,
          });
        } else {
          const message = result.error || "Prediction generation failed";
          setPrediction({ predictions_generated: 0, error: message });
          toast.error("Prediction Error", { description: message });
        }
      } catch (error) {
        toast.error("Prediction Failed", { description: errorMessage(error) });
      }
    });

  const viewMatches = () =>
    run("matches", async () => {
      try {
        const result = await apiFetch<{ matches: MatchRow[] }>("/sports-data", { query: { limit: RECENT_LIMIT } });
        if (!result.success) return void toast.error("API Error", { description: result.error });
        console.info("Recent sports data:", result.data.matches);
        setRetrieved({
          kind: "matches",
          rows: result.data.matches.map((match) => ({
            id: match.id,
            title: `${match.homeTeam ?? "TBD"} vs ${match.awayTeam ?? "TBD"}`,
            detail: `${match.leagueName ?? ""} · ${match.status} · ${formatBrowserDateTime(match.kickoffAt)}`,
          })),
        });
        toast.success("Data Retrieved", {
          description: `Found ${result.data.matches.length} recent records (check console for details)`,
        });
      } catch (error) {
        toast.error("Query Failed", { description: errorMessage(error) });
      }
    });

  const viewPredictions = () =>
    run("predictions", async () => {
      try {
        const result = await apiFetch<{ predictions: PredictionRow[] }>("/predictions", {
          query: { limit: RECENT_LIMIT },
        });
        if (!result.success) return void toast.error("API Error", { description: result.error });
        console.info("Recent predictions:", result.data.predictions);
        setRetrieved({
          kind: "predictions",
          rows: result.data.predictions.map((row) => ({
            id: row.id,
            title: `${row.homeTeam} vs ${row.awayTeam}`,
            detail:
              `${row.market}: ${row.pick}${row.confidence === null ? "" : ` · ${row.confidence}%`} · ` +
              `${row.status}`,
          })),
        });
        toast.success("Predictions Retrieved", {
          description: `Found ${result.data.predictions.length} recent predictions (check console for details)`,
        });
      } catch (error) {
        toast.error("Query Failed", { description: errorMessage(error) });
      }
    });

  return (
    <Card role="region" aria-label="Scraper test panel">
      <CardHeader>
        <CardTitle>Scraper test panel</CardTitle>
        <CardDescription>
          Check the data providers, scrape a league, generate predictions and look at the newest records.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="scraper-sport">Sport</Label>
            <NativeSelect
              id="scraper-sport"
              value={sport}
              onChange={(event) => setSport(event.target.value as PanelSport)}
            >
              {PANEL_SPORTS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="scraper-league">League</Label>
            <NativeSelect
              id="scraper-league"
              value={selectedLeague}
              onChange={(event) => setLeague(event.target.value)}
            >
              {leagues.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            type="button"
            variant="outline"
            icon={PlugIcon}
            busy={busy === "test"}
            busyLabel="Testing..."
            disabled={busy !== null}
            onClick={() => void testApis()}
          >
            Test APIs
          </BusyButton>
          <BusyButton
            type="button"
            icon={DownloadIcon}
            busy={busy === "scrape"}
            busyLabel="Scraping..."
            disabled={busy !== null || !selectedLeague}
            onClick={() => void scrapeData()}
          >
            Scrape Data
          </BusyButton>
          <BusyButton
            type="button"
            icon={SparklesIcon}
            busy={busy === "generate"}
            busyLabel="Generating..."
            disabled={busy !== null || !selectedLeague}
            onClick={() => void generate()}
          >
            Generate Predictions
          </BusyButton>
          <BusyButton
            type="button"
            variant="outline"
            icon={DatabaseIcon}
            busy={busy === "matches"}
            busyLabel="Loading..."
            disabled={busy !== null}
            onClick={() => void viewMatches()}
          >
            View Sports Data
          </BusyButton>
          <BusyButton
            type="button"
            variant="outline"
            icon={ListIcon}
            busy={busy === "predictions"}
            busyLabel="Loading..."
            disabled={busy !== null}
            onClick={() => void viewPredictions()}
          >
            View Predictions
          </BusyButton>
        </div>
        {apiTest || scrape || prediction || retrieved ? (
          <div className="grid gap-4 md:grid-cols-2">
            {apiTest ? <ApiTestCard result={apiTest} /> : null}
            {scrape ? <ScrapeResultCard result={scrape} /> : null}
            {prediction ? <PredictionResultCard result={prediction} /> : null}
            {retrieved ? <RetrievedRowsCard retrieved={retrieved} /> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
