/**
 * True while `next build` prerenders pages. The build has no database (a fresh clone has not migrated
 * anything yet, and an embedded data directory must stay owned by the server), so cached readers return
 * their empty value then; the server revalidates every public tag once it is listening (server.mjs), so
 * the first visitor gets a page rendered from the real database.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/**
 * True inside a Next server, where `"use cache"` functions are cached. Tests and scripts run the same code
 * without Next's cache layer, so cached readers read directly there.
 */
export function hasNextCache(): boolean {
  return Boolean(process.env.NEXT_RUNTIME);
}
