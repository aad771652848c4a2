// Cache tags for the data public pages read through `use cache` (lib/<domain>/*.cache.ts). Writers call
// revalidatePublicData() (lib/cache/revalidate.ts) with the tags they touched.

export const CACHE_TAGS = {
  /** Predictions, their settlement and anything computed from them (track record, stats, tips). */
  predictions: "predictions",
  /** Stored model backtests (the track record's Backtest section); the backtest job revalidates it when a run finishes.
   */
  backtests: "model-backtests",
  /** Sports, leagues, teams, categories and markets. */
  reference: "reference",
  /** Global settings read by public pages (ad slots, free allowance). */
  settings: "settings",
  /** Ad units shown by the ad slots (lib/ads/ads.cache.ts); admin ad writes revalidate it. */
  ads: "ads",
  /** Whether demo rows exist (the "Demo data" notice); the demo seed and db:remove-demo change it. */
  demo: "demo",
  /** The site origin in prerendered pages (lib/seo/runtime-origin.ts); expired only at server start-up. */
  origin: "site-origin",
} as const;

/**
 * The tag of one member's own cached data (their dashboard's figures, lib/members/dashboard.cache.ts): their
 * writes expire it (following a pick or no longer following it), and no other member's entry carries it.
 */
export type MemberCacheTag = `member:${string}`;
export const memberCacheTag = (userId: string): MemberCacheTag => `member:${userId}`;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | MemberCacheTag;
/** Every shared tag (start-up expires them all); a member's own tag is expired by their writes. */
export const ALL_CACHE_TAGS: readonly CacheTag[] = Object.values(CACHE_TAGS);

/**
 * The cacheLife profile of public data (configured in next.config.ts): served from cache, refreshed in the
 * background after a minute even without a write (today's list moves with the clock), and tag-revalidated
 * at once when the pipeline writes.
 */
export const PUBLIC_DATA_PROFILE = "publicData";
export const PUBLIC_DATA_LIFE = { stale: 30, revalidate: 60, expire: 3600 } as const;
