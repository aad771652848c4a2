import "server-only";

import { listBookmakersSeenSince } from "./bookmakers.queries";

// The bookmakers a member can choose from when they say where they bet (an alert rule's bookmakers): those whose
// prices the pipeline has read lately. A pick's price is the best of these, and its `bookmaker` is one of these keys.

/** How far back a bookmaker's prices count as "seen". */
const BOOKMAKERS_SEEN_DAYS = 30;

/** The bookmaker keys seen in the odds of the last BOOKMAKERS_SEEN_DAYS days, lower-cased and in order. */
export async function listRecentBookmakers(now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - BOOKMAKERS_SEEN_DAYS * 86_400_000);
  const keys = await listBookmakersSeenSince(since);
  return [...new Set(keys.map((key) => key.trim().toLowerCase()).filter(Boolean))].sort();
}
