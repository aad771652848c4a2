import "@/lib/core/zod-config";
import { z } from "zod";

import { httpUrl } from "@/lib/net/http-url.input";

// The web scraper tool (/web-scraper) and POST /api/scraping/web-scraper share these rules:
// the scrape request, its validation and its server-side defaults.

export const SCRAPE_TYPES = ["html", "json", "text"] as const;
export type ScrapeType = (typeof SCRAPE_TYPES)[number];

export const SCRAPER_DEFAULTS = { type: "html", useCache: true, timeout: 15_000, waitFor: 1_000 } as const;
export const SCRAPER_LIMITS = {
  urlMax: 2048,
  timeoutMin: 1_000,
  timeoutMax: 30_000,
  waitMin: 0,
  waitMax: 5_000,
  rulesMax: 30,
  ruleNameMax: 64,
  selectorMax: 500,
  /** The rules textarea, as typed. */
  rulesTextMax: 10_000,
} as const;

export const SCRAPER_MESSAGES = {
  url: "Please enter a valid URL",
  rules: "Please provide valid JSON extraction rules",
  timeout: `Timeout must be between ${SCRAPER_LIMITS.timeoutMin} and ${SCRAPER_LIMITS.timeoutMax} ms`,
  waitFor: `Wait time must be between ${SCRAPER_LIMITS.waitMin} and ${SCRAPER_LIMITS.waitMax} ms`,
} as const;

const NUL = /\u0000/;

/** An http(s) URL without credentials, at most 2048 characters. The server's SSRF guard checks the rest. */
const scrapeUrl = httpUrl(SCRAPER_MESSAGES.url, SCRAPER_LIMITS.urlMax);

const selector = z
  .string()
  .trim()
  .min(1)
  .max(SCRAPER_LIMITS.selectorMax)
  .refine((value) => !NUL.test(value));

/** `{ name: selector }` or `{ name: { selector, attribute, multiple } }` (in json mode the selector is a dot path). */
const extractRuleSchema = z.union([
  selector,
  z
    .object({
      selector,
      attribute: z
        .string()
        .trim()
        .regex(/^[A-Za-z_:][-A-Za-z0-9_:.]{0,99}$/)
        .optional(),
      multiple: z.boolean().optional(),
    })
    .strict(),
]);
export type ExtractRule = z.infer<typeof extractRuleSchema>;

const extractRulesSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1)
      .max(SCRAPER_LIMITS.ruleNameMax)
      .refine((value) => !NUL.test(value)),
    extractRuleSchema,
  )
  .refine((rules) => Object.keys(rules).length <= SCRAPER_LIMITS.rulesMax, `At most ${SCRAPER_LIMITS.rulesMax} rules`);
export type ExtractRules = z.infer<typeof extractRulesSchema>;

/** The request body. Only url is required; the rest take the server's defaults. */
export const webScrapeRequestSchema = z
  .object({
    url: scrapeUrl,
    type: z.enum(SCRAPE_TYPES).default(SCRAPER_DEFAULTS.type),
    extractRules: extractRulesSchema.optional(),
    useCache: z.boolean().default(SCRAPER_DEFAULTS.useCache),
    timeout: z
      .number(SCRAPER_MESSAGES.timeout)
      .int(SCRAPER_MESSAGES.timeout)
      .min(SCRAPER_LIMITS.timeoutMin, SCRAPER_MESSAGES.timeout)
      .max(SCRAPER_LIMITS.timeoutMax, SCRAPER_MESSAGES.timeout)
      .default(SCRAPER_DEFAULTS.timeout),
    waitFor: z
      .number(SCRAPER_MESSAGES.waitFor)
      .int(SCRAPER_MESSAGES.waitFor)
      .min(SCRAPER_LIMITS.waitMin, SCRAPER_MESSAGES.waitFor)
      .max(SCRAPER_LIMITS.waitMax, SCRAPER_MESSAGES.waitFor)
      .default(SCRAPER_DEFAULTS.waitFor),
  })
  .strict();
export type WebScrapeRequestInput = z.input<typeof webScrapeRequestSchema>;
export type WebScrapeRequest = z.output<typeof webScrapeRequestSchema>;

/** Parses the rules textarea: empty → no rules; otherwise JSON that matches extractRulesSchema, or null. */
export function parseRulesText(text: string): ExtractRules | undefined | null {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    return null;
  }
  const parsed = extractRulesSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The form on /web-scraper: the rules are typed as JSON text. */
export const webScraperFormSchema = z.object({
  url: scrapeUrl,
  type: z.enum(SCRAPE_TYPES),
  rulesText: z
    .string()
    .max(SCRAPER_LIMITS.rulesTextMax, SCRAPER_MESSAGES.rules)
    .refine((value) => parseRulesText(value) !== null, SCRAPER_MESSAGES.rules),
  useCache: z.boolean(),
  timeout: z
    .number(SCRAPER_MESSAGES.timeout)
    .int(SCRAPER_MESSAGES.timeout)
    .min(SCRAPER_LIMITS.timeoutMin, SCRAPER_MESSAGES.timeout)
    .max(SCRAPER_LIMITS.timeoutMax, SCRAPER_MESSAGES.timeout),
  waitFor: z
    .number(SCRAPER_MESSAGES.waitFor)
    .int(SCRAPER_MESSAGES.waitFor)
    .min(SCRAPER_LIMITS.waitMin, SCRAPER_MESSAGES.waitFor)
    .max(SCRAPER_LIMITS.waitMax, SCRAPER_MESSAGES.waitFor),
});
export type WebScraperFormValues = z.infer<typeof webScraperFormSchema>;

/**
 * The body the page sends: with no custom rules in html mode just the url (the server applies
 * the same defaults); otherwise every field. A cache switch, timeout or wait changed from its default is
 * still sent, so the user's choice is never silently dropped (docs/decisions.md).
 */
export function toScrapeRequest(values: WebScraperFormValues): WebScrapeRequestInput {
  const rules = parseRulesText(values.rulesText) ?? undefined;
  const defaultSettings =
    values.useCache === SCRAPER_DEFAULTS.useCache &&
    values.timeout === SCRAPER_DEFAULTS.timeout &&
    values.waitFor === SCRAPER_DEFAULTS.waitFor;
  if (values.type === "html" && !rules && defaultSettings) return { url: values.url.trim() };
  return {
    url: values.url.trim(),
    type: values.type,
    ...(rules ? { extractRules: rules } : {}),
    useCache: values.useCache,
    timeout: values.timeout,
    waitFor: values.waitFor,
  };
}

/** The scrape result inside the envelope's data (success and error are the envelope's). */
export interface WebScrapeResult {
  data: unknown;
  cached: boolean;
  metadata: { url: string; status: number; title: string | null };
  timestamp: string;
}
