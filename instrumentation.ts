// Runs once per server process before the first request: migrate, seed reference data, and (on a new
// embedded database) build the demo world and print the generated logins.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the build must not open (and lock) the data directory.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("./lib/services/bootstrap");
  await prepareDatabase({ printCredentials: true });
}
