"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { Controller } from "react-hook-form";
import { GlobeIcon, LockIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/components/providers/use-auth";
import { apiFetch, type ApiResult } from "@/lib/api/client";
import { routes, signInHref } from "@/lib/site-config";
import {
  SCRAPE_TYPES,
  SCRAPER_DEFAULTS,
  SCRAPER_LIMITS,
  toScrapeRequest,
  webScraperFormSchema,
  type ScrapeType,
  type WebScrapeResult,
  type WebScraperFormValues,
} from "@/lib/scraping/web-scraper.input";

import { ScrapeResult } from "./scrape-result";

const DEFAULTS: WebScraperFormValues = {
  url: "",
  type: SCRAPER_DEFAULTS.type,
  rulesText: "",
  useCache: SCRAPER_DEFAULTS.useCache,
  timeout: SCRAPER_DEFAULTS.timeout,
  waitFor: SCRAPER_DEFAULTS.waitFor,
};

const TYPE_LABELS: Record<ScrapeType, string> = { html: "HTML", json: "JSON", text: "Text" };
const RULES_PLACEHOLDER = `{
  "title": "h1",
  "prices": { "selector": ".price", "multiple": true },
  "logo": { "selector": "img.logo", "attribute": "src" }
}`;
const FALLBACK_ERROR = "Failed to scrape website";
/** Mirrors RATE_LIMITS.webScraperUser in lib/rate-limit.ts (server-only, so not importable here). */
const SCRAPER_LIMITS_TEXT = "20 scrapes every 10 minutes";
// Rendering in the browser adds the wait on top of the fetch; the API call gets room for both.
const CALL_MARGIN_MS = 10_000;

/** The scraper form: validated in the browser and again by the API with the same rules. */
export function WebScraperTool() {
  const id = useId();
  const { status, isAuthenticated } = useAuth();
  const [response, setResponse] = useState<ApiResult<WebScrapeResult> | null>(null);
  const { control, register, handleSubmit, formState } = useZodForm(webScraperFormSchema, { defaultValues: DEFAULTS });
  const { errors, isSubmitting } = formState;
  const fieldId = (name: keyof WebScraperFormValues) => `${id}-${name}`;
  const signedOut = status === "anonymous";

  async function onSubmit(values: WebScraperFormValues) {
    const result = await apiFetch<WebScrapeResult>("/scraping/web-scraper", {
      method: "POST",
      body: toScrapeRequest(values),
      timeoutMs: values.timeout + values.waitFor + CALL_MARGIN_MS,
    });
    const shown: ApiResult<WebScrapeResult> = result.success
      ? result
      : { ...result, error: result.error || FALLBACK_ERROR };
    setResponse(shown);
    if (!shown.success) toast.error("Scraping Failed", { description: shown.error });
  }

  return (
    <div className="flex flex-col gap-8">
      {signedOut ? (
        <Alert data-testid="scraper-sign-in-notice">
          <LockIcon aria-hidden="true" />
          <AlertTitle>Sign in to use the scraper</AlertTitle>
          <AlertDescription>
            <p>
              The scraper fetches pages from our servers on your behalf, so it is for signed-in members only (a free
              account is enough) and is limited to {SCRAPER_LIMITS_TEXT}.
            </p>
            <p className="mt-2 flex gap-3">
              <Link className="font-medium underline" href={signInHref(routes.webScraper)}>
                Sign in
              </Link>
              <Link className="font-medium underline" href={routes.auth.signup}>
                Create a free account
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-label="Web scraper form">
        <FormField id={fieldId("url")} label="Target URL" error={errors.url?.message} hint="Public http(s) pages only.">
          <Input
            {...fieldA11y(fieldId("url"), errors.url?.message, true)}
            type="url"
            inputMode="url"
            maxLength={SCRAPER_LIMITS.urlMax}
            placeholder="https://example.com/fixtures"
            {...register("url")}
          />
        </FormField>

        <div className="flex flex-col gap-2">
          <Label id={`${fieldId("type")}-label`}>Content type</Label>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Tabs value={field.value} onValueChange={(value) => field.onChange(value as ScrapeType)}>
                <TabsList aria-labelledby={`${fieldId("type")}-label`}>
                  {SCRAPE_TYPES.map((type) => (
                    // A switch of the form's mode: no tab panel of its own, so it points at none.
                    <TabsTrigger key={type} value={type} className="px-4" aria-controls={undefined}>
                      {TYPE_LABELS[type]}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </Tabs>
            )}
          />
        </div>

        <FormField
          id={fieldId("rulesText")}
          label="Extraction rules (optional JSON)"
          error={errors.rulesText?.message}
          hint={
            '{ "name": "css selector" } or { "name": { "selector", "attribute", "multiple" } }; in JSON mode the ' +
            'selector is a dot path such as "events.0.name".'
          }
        >
          <Textarea
            {...fieldA11y(fieldId("rulesText"), errors.rulesText?.message, true)}
            rows={5}
            spellCheck={false}
            maxLength={SCRAPER_LIMITS.rulesTextMax}
            placeholder={RULES_PLACEHOLDER}
            className="font-mono text-xs"
            {...register("rulesText")}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-3">
          <div className="flex items-center gap-3 sm:pt-7">
            <Controller
              control={control}
              name="useCache"
              render={({ field }) => (
                <Switch
                  id={fieldId("useCache")}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Label htmlFor={fieldId("useCache")}>Use cache</Label>
          </div>
          <FormField id={fieldId("timeout")} label="Timeout (ms)" error={errors.timeout?.message} hint="1000–30000">
            <Input
              {...fieldA11y(fieldId("timeout"), errors.timeout?.message, true)}
              type="number"
              inputMode="numeric"
              min={SCRAPER_LIMITS.timeoutMin}
              max={SCRAPER_LIMITS.timeoutMax}
              step={500}
              {...register("timeout", { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            id={fieldId("waitFor")}
            label="Wait time (ms)"
            error={errors.waitFor?.message}
            hint="0–5000; above 0 the page is rendered in a browser"
          >
            <Input
              {...fieldA11y(fieldId("waitFor"), errors.waitFor?.message, true)}
              type="number"
              inputMode="numeric"
              min={SCRAPER_LIMITS.waitMin}
              max={SCRAPER_LIMITS.waitMax}
              step={250}
              {...register("waitFor", { valueAsNumber: true })}
            />
          </FormField>
        </div>

        {signedOut ? (
          <Button asChild size="lg" variant="brand" className="self-start">
            <Link href={signInHref(routes.webScraper)}>
              <LockIcon aria-hidden="true" />
              Sign in to scrape
            </Link>
          </Button>
        ) : (
          <BusyButton
            type="submit"
            size="lg"
            variant="brand"
            busy={isSubmitting}
            busyLabel="Scraping..."
            icon={GlobeIcon}
            disabled={!isAuthenticated}
            className="self-start"
          >
            Scrape
          </BusyButton>
        )}
      </form>

      <section aria-label="Scrape result" aria-live="polite">
        {response ? <ScrapeResult response={response} /> : null}
      </section>
    </div>
  );
}
