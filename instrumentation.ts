// Runs once per server process before the first request: migrate, seed reference data, (on a new
// embedded database) build the demo world and print the generated logins, then start the background jobs.
// server.mjs sends its own start-up request before serving anyone, so this runs before the first visitor.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the build must not open (and lock) the data directory.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { exitOnStartupFailure } = await import("./lib/startup.mjs");
  let bootstrap: typeof import("./lib/system/bootstrap.service");
  try {
    // Loading it validates the environment (lib/env); preparing opens the database, creates the embedded
    // secret, migrates and seeds. A server without them would answer 500 to every request: stop instead.
    bootstrap = await import("./lib/system/bootstrap.service");
    await bootstrap.prepareDatabase({ printCredentials: true });
  } catch (error) {
    return exitOnStartupFailure(error);
  }
  // The local job runner and the automation schedule (croner) live in this server process only. Pages
  // and the API work without them, so a failure here is logged and the server keeps running.
  await bootstrap
    .startBackgroundJobs()
    .catch((error: unknown) => console.error("Background jobs did not start:", error));
}
