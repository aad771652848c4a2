import { httpUrl } from "./http-url.input";
import { checkTarget, PRODUCTION_TARGET_RULES } from "./target-policy";

// Kept apart from ./http-url.input.ts so the public scraper page, which checks the shape only, does not ship
// the address rules.

/**
 * A URL an admin saves for the product to fetch later (scraping sources): everything httpUrl checks, plus
 * the fetch policy's rules on the URL itself (ports 80/443, no loopback, private, link-local or metadata
 * address in any spelling, no localhost name), so such a URL is refused when saved, not only when fetched.
 */
export const fetchableUrl = httpUrl("Please enter a valid URL").refine(
  (value) => checkTarget(value, PRODUCTION_TARGET_RULES).ok,
  "Use a public http(s) address on port 80 or 443 (local, private and metadata addresses are refused)",
);
