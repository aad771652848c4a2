/**
 * True while `next build` prerenders pages. The build has no database (a fresh clone has not migrated
 * anything yet, and an embedded data directory must stay owned by the server), so cached readers return
 * their empty value then; the server revalidates every public tag once it is listening (server.mjs), so
 * the first visitor gets a page rendered from the real database.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
