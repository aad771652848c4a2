import { siteJsonLd, type PlanPriceRange } from "@/lib/seo/json-ld";

import { JsonLdScript } from "./json-ld-script";

/**
 * Organization, WebSite (with a SearchAction to /predictions?search=) and WebApplication as one @graph.
 * Render once, in the root layout. `prices` (from the plans table) turns the free-account offer into an
 * AggregateOffer over every plan.
 */
export function SiteJsonLd({ prices }: { prices?: PlanPriceRange } = {}) {
  return <JsonLdScript data={siteJsonLd(prices)} />;
}
