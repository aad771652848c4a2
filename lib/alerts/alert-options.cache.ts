import { cacheLife, cacheTag } from "next/cache";

import { isBuildPhase } from "@/lib/cache/build-phase";
import { CACHE_TAGS, PUBLIC_DATA_PROFILE } from "@/lib/cache/tags";
import { getSportsWithLeagues } from "@/lib/catalogue/reference.service";
import { listRecentBookmakers } from "@/lib/market/bookmakers.service";
import { bookmakerName } from "@/lib/predictions/odds-sources.rules";

import type { AlertRuleOptions } from "./alert-rule-form.rules";

// The alert rule editor's choices: the same for every member, so /user/alerts stays a static shell that reads them
// from the cache (docs/decisions.md, "Signed-in pages as static shells"); only the member's rules come from the API.

export async function cachedAlertRuleOptions(): Promise<AlertRuleOptions> {
  "use cache";
  cacheLife(PUBLIC_DATA_PROFILE);
  // New bookmakers arrive with the pipeline's prices, which revalidate the predictions tag.
  cacheTag(CACHE_TAGS.reference, CACHE_TAGS.predictions);
  if (isBuildPhase()) return { sports: [], leagues: [], bookmakers: [] };
  const [sports, bookmakers] = await Promise.all([getSportsWithLeagues(), listRecentBookmakers()]);
  return {
    sports: sports.map(({ id, name }) => ({ id, name })),
    leagues: sports.flatMap((sport) => sport.leagues.map(({ id, name }) => ({ id, name, sport: sport.id }))),
    bookmakers: bookmakers.map((key) => ({ key, name: bookmakerName({ provider: "", bookmaker: key }) })),
  };
}
