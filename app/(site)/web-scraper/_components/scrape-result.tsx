"use client";

import { AlertCircleIcon, DatabaseIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ApiResult } from "@/lib/api/client";
import type { WebScrapeResult } from "@/lib/scraping/web-scraper.input";
import { formatBrowserDateTime } from "@/lib/format/dates.rules";

import { FormattedValue } from "./formatted-value";

/** The outcome of the last scrape: the Formatted and Raw JSON tabs, or the 'Scraping Failed' card. */
export function ScrapeResult({ response }: { response: ApiResult<WebScrapeResult> }) {
  if (!response.success) {
    return (
      <Alert variant="destructive" data-testid="scrape-error">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Scraping Failed</AlertTitle>
        <AlertDescription>{response.error}</AlertDescription>
      </Alert>
    );
  }
  const { data, cached, metadata, timestamp } = response.data;
  return (
    <Card data-testid="scrape-result">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <h2>{metadata.title ?? "Result"}</h2>
          {cached ? (
            <Badge variant="secondary">
              <DatabaseIcon aria-hidden="true" />
              Cached
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription className="break-all">
          {metadata.url} · HTTP {metadata.status} · {formatBrowserDateTime(timestamp)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="formatted">
          <TabsList aria-label="Result view">
            <TabsTrigger value="formatted">Formatted</TabsTrigger>
            <TabsTrigger value="raw">Raw JSON</TabsTrigger>
          </TabsList>
          <TabsContent value="formatted" className="pt-3">
            <FormattedValue value={data} />
          </TabsContent>
          <TabsContent value="raw" className="pt-3">
            <pre data-testid="raw-json" className="max-h-[32rem] overflow-auto rounded-md bg-muted p-4 text-xs">
              {JSON.stringify({ success: true, data: response.data }, null, 2)}
            </pre>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
