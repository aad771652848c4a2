// Runs once per server process before the first request: migrate, seed reference data, (on a new
// embedded database) build the demo world and print the generated logins, then start the background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the build must not open (and lock) the data directory.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase, startBackgroundJobs } = await import("./lib/services/bootstrap");
  await prepareDatabase({ printCredentials: true });
  // The local job runner and the automation schedule (croner) live in this server process only.
  await startBackgroundJobs().catch((error: unknown) => console.error("Background jobs did not start:", error));
}
