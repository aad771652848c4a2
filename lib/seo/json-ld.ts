import { PREDICTIONS_SEARCH_PARAM, routes, siteConfig, TRIAL_DAYS } from "@/lib/site-config";

import { absoluteUrl, getSiteUrl } from "./site-url";

// Structured data (schema.org JSON-LD) builders. Pure functions, so tests can check them and both
// <SiteJsonLd> and <BreadcrumbJsonLd> render the same shapes. No ratings or reviews: we have none to cite.

type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLdObject = { [key: string]: JsonLdValue | undefined };

export interface BreadcrumbItem {
  /** Visible label, e.g. "FAQ". */
  name: string;
  /** Site path, e.g. "/faq". */
  path: string;
}

/** Monthly price range over all active plans (FREE included), read from the plans table by the caller. */
export interface PlanPriceRange {
  lowPrice: number;
  highPrice: number;
  offerCount: number;
  priceCurrency?: string;
}

/**
 * JSON for an inline <script type="application/ld+json">. JSON.stringify does not stop "</script>"
 * from closing the tag, so `<`, `>` and `&` become \u escapes (still valid JSON), as do the line
 * separators U+2028/U+2029 that older parsers treat as newlines.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const ids = {
  organization: () => `${getSiteUrl()}/#organization`,
  website: () => `${getSiteUrl()}/#website`,
  webApplication: () => `${getSiteUrl()}/#webapplication`,
};

function organizationJsonLd(): JsonLdObject {
  return {
    "@type": "Organization",
    "@id": ids.organization(),
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") },
    description: siteConfig.description,
    email: siteConfig.contact.email,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: siteConfig.contact.email,
        telephone: siteConfig.contact.phoneHref.replace(/^tel:/, ""),
        availableLanguage: ["English"],
        url: absoluteUrl(routes.contact),
      },
    ],
    sameAs: siteConfig.social.map((link) => link.href),
  };
}

/** WebSite with a SearchAction into the predictions list (`/predictions?search=…`). */
function websiteJsonLd(): JsonLdObject {
  return {
    "@type": "WebSite",
    "@id": ids.website(),
    name: siteConfig.name,
    url: absoluteUrl("/"),
    description: siteConfig.description,
    inLanguage: siteConfig.language,
    publisher: { "@id": ids.organization() },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(routes.predictions)}?${PREDICTIONS_SEARCH_PARAM}={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * WebApplication. Without a price range the only offers stated are the free account and the Premium trial (both
 * price 0), which are true by construction; pass the plans' price range from the database to describe them as an
 * AggregateOffer.
 */
export function webApplicationJsonLd(prices?: PlanPriceRange): JsonLdObject {
  const priceCurrency = prices?.priceCurrency ?? siteConfig.priceCurrency;
  const plans: JsonLdObject = prices
    ? {
        "@type": "AggregateOffer",
        lowPrice: prices.lowPrice,
        highPrice: prices.highPrice,
        offerCount: prices.offerCount,
        priceCurrency,
      }
    : { "@type": "Offer", name: "Free account", price: 0, priceCurrency };
  const trial: JsonLdObject = {
    "@type": "Offer",
    name: `${TRIAL_DAYS}-day Premium trial`,
    description: "Premium for a week without a card, once per person, for a member with a confirmed address.",
    price: 0,
    priceCurrency,
    eligibleDuration: { "@type": "QuantitativeValue", value: TRIAL_DAYS, unitCode: "DAY" },
  };
  return {
    "@type": "WebApplication",
    "@id": ids.webApplication(),
    name: siteConfig.name,
    url: absoluteUrl("/"),
    description: siteConfig.description,
    applicationCategory: "SportsApplication",
    operatingSystem: "Any (web browser)",
    browserRequirements: "Requires JavaScript and a modern web browser.",
    inLanguage: siteConfig.language,
    publisher: { "@id": ids.organization() },
    offers: [plans, trial],
  };
}

/** Organization + WebSite + WebApplication in one @graph, rendered once per page by the root layout. */
export function siteJsonLd(prices?: PlanPriceRange): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@graph": [organizationJsonLd(), websiteJsonLd(), webApplicationJsonLd(prices)],
  };
}

/** BreadcrumbList for a trail that starts at Home: [{ name: "Home", path: "/" }, { name: "FAQ", path: "/faq" }]. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

const HOME_BREADCRUMB: BreadcrumbItem = { name: "Home", path: routes.home };

/** Prepends Home unless the trail already starts there. */
export function withHome(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return items[0]?.path === routes.home ? [...items] : [HOME_BREADCRUMB, ...items];
}
