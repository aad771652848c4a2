import { load, type CheerioAPI } from "cheerio";

import type { ExtractRule, ExtractRules } from "@/lib/scraping/web-scraper.input";

// Turns a fetched page into the data the scraper returns. Only text and attribute values leave this
// module, never markup (so nothing fetched can run in our pages).

/** Caps on what one result may hold, so a huge page cannot produce a huge response. */
export const EXTRACT_LIMITS = { items: 200, textChars: 100_000, itemChars: 5_000, links: 100, headings: 50 } as const;

const INVISIBLE = "script, style, noscript, template, svg, iframe, object, embed, head";

/** Whitespace collapsed, trimmed, cut to `max` characters. */
export function cleanText(value: string, max: number = EXTRACT_LIMITS.itemChars): string {
  const collapsed = value.replace(/\s+/g, " ").trim();
  return collapsed.length > max ? collapsed.slice(0, max) : collapsed;
}

function pageTitle($: CheerioAPI): string | null {
  const title = cleanText(rawTextAsText($("title").first().text()), 500);
  return title || null;
}

/** Elements whose content the HTML parser keeps as raw characters, so tags inside them survive as text. */
const RAW_TEXT_ELEMENTS = new Set(["title", "textarea"]);

/**
 * The text of content that was kept raw: `<title>Shop <script>x()</script></title>` reads "Shop". Parsed as
 * a fragment, invisible elements dropped, so no markup leaves the module even from these elements.
 */
function rawTextAsText(value: string): string {
  if (!value.includes("<")) return value;
  const fragment = load(`<body>${value}</body>`);
  fragment("body").find(INVISIBLE).remove();
  return fragment("body").text();
}

/** The visible text of the page's body. */
export function visibleText($: CheerioAPI): string {
  // load() always wraps a document in <html><body>, so body exists; a clone keeps the caller's tree intact.
  const body = $("body").clone();
  body.find(INVISIBLE).remove();
  // Block elements end with a space so "<p>a</p><p>b</p>" reads "a b", not "ab".
  body.find("p, div, li, br, h1, h2, h3, h4, h5, h6, tr, td, th, section, article").after(" ");
  return cleanText(body.text(), EXTRACT_LIMITS.textChars);
}

/** Applies `{ name: selector }` / `{ name: { selector, attribute, multiple } }` rules to an HTML document. */
function applyHtmlRules($: CheerioAPI, rules: ExtractRules): Record<string, string | string[] | null> {
  const result: Record<string, string | string[] | null> = {};
  for (const [name, rule] of Object.entries(rules)) result[name] = applyHtmlRule($, rule);
  return result;
}

function applyHtmlRule($: CheerioAPI, rule: ExtractRule): string | string[] | null {
  const { selector, attribute, multiple } =
    typeof rule === "string" ? { selector: rule, attribute: undefined, multiple: false } : rule;
  let matches;
  try {
    matches = $(selector);
  } catch {
    // An invalid CSS selector matches nothing rather than failing the whole scrape.
    return multiple ? [] : null;
  }
  const read = (index: number) => {
    const element = matches.eq(index);
    const raw = RAW_TEXT_ELEMENTS.has(element.prop("tagName")?.toLowerCase() ?? "");
    const value = attribute ? element.attr(attribute) : raw ? rawTextAsText(element.text()) : element.text();
    return value === undefined ? null : cleanText(value);
  };
  if (!multiple) return matches.length ? read(0) : null;
  const values: string[] = [];
  for (let index = 0; index < Math.min(matches.length, EXTRACT_LIMITS.items); index++) {
    const value = read(index);
    if (value !== null) values.push(value);
  }
  return values;
}

interface HtmlSummary {
  title: string | null;
  description: string | null;
  headings: string[];
  links: { text: string; href: string }[];
  text: string;
}

/** html mode without rules: the page's title, description, headings, links (absolute http/https) and text. */
function summariseHtml($: CheerioAPI, baseUrl: string): HtmlSummary {
  const headings = $("h1, h2, h3")
    .toArray()
    .map((element) => cleanText($(element).text(), 300))
    .filter(Boolean)
    .slice(0, EXTRACT_LIMITS.headings);
  const links: { text: string; href: string }[] = [];
  for (const element of $("a[href]").toArray()) {
    if (links.length >= EXTRACT_LIMITS.links) break;
    const href = absoluteHttpUrl($(element).attr("href") ?? "", baseUrl);
    if (href) links.push({ text: cleanText($(element).text(), 300), href });
  }
  const description = cleanText($('meta[name="description"]').attr("content") ?? "", 1_000) || null;
  return { title: pageTitle($), description, headings, links, text: visibleText($) };
}

function absoluteHttpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** json mode with rules: each selector is a dot path ("events.0.name"); `multiple` maps over an array. */
export function applyJsonRules(document: unknown, rules: ExtractRules): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const path = typeof rule === "string" ? rule : rule.selector;
    const value = readPath(document, path);
    result[name] = value === undefined ? null : value;
  }
  return result;
}

function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split(".").filter(Boolean)) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export type ExtractedPage = { data: unknown; title: string | null };

/** html/text modes: parse the document once and return data plus the page title. */
export function extractFromHtml(
  html: string,
  baseUrl: string,
  type: "html" | "text",
  rules: ExtractRules | undefined,
): ExtractedPage {
  const $ = load(html);
  const title = pageTitle($);
  if (rules && Object.keys(rules).length > 0) return { data: applyHtmlRules($, rules), title };
  if (type === "text") return { data: { text: visibleText($) }, title };
  return { data: summariseHtml($, baseUrl), title };
}
