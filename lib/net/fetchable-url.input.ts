import "@/lib/core/zod-config";
import { checkTarget, PRODUCTION_TARGET_RULES } from "@/lib/net/target-policy";

import { scrapeUrl } from "@/lib/scraping/web-scraper.input";

// Kept apart from the web scraper's schemas so the public scraper page does not ship the address rules.

/**
 * A URL an admin saves for the product to fetch later (scraping sources): everything scrapeUrl checks, plus
 * the fetch policy's rules on the URL itself (ports 80/443, no loopback, private, link-local or metadata
 * address in any spelling, no localhost name), so such a URL is refused when saved, not only when fetched.
 */
export const fetchableUrl = scrapeUrl.refine(
  (value) => checkTarget(value, PRODUCTION_TARGET_RULES).ok,
  "Use a public http(s) address on port 80 or 443 (local, private and metadata addresses are refused)",
);
