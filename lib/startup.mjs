// Start-up rules shared by server.mjs (plain Node, no bundler) and the TypeScript server code: where the
// public origin comes from when APP_URL is unset, and how a fatal start-up error is reported.

export const DEFAULT_PORT = 3000;

/** The host a browser on this machine uses for a server listening on `host` (all interfaces → localhost). */
export function browserHost(host) {
  const trimmed = host?.trim();
  if (!trimmed || trimmed === "0.0.0.0" || trimmed === "::" || trimmed === "[::]") return "localhost";
  return trimmed.includes(":") && !trimmed.startsWith("[") ? `[${trimmed}]` : trimmed;
}

/** PORT as a TCP port number; unset or empty → 3000. Throws on anything else, naming the variable. */
export function listenPort(raw) {
  const value = raw?.trim();
  if (!value) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`PORT must be a number from 1 to 65535 (got "${raw}")`);
  return port;
}

/**
 * The public origin: APP_URL when set; otherwise where `npm start` listens (HOST/PORT) as seen from this
 * machine, so `PORT=4000 npm start` accepts its own forms (CSRF origin check) and links to itself.
 * `derived` tells the caller to warn that a deployment should set APP_URL.
 */
export function deriveAppUrl(env) {
  const explicit = env.APP_URL?.trim();
  if (explicit) return { url: explicit, derived: false };
  return { url: new URL(`http://${browserHost(env.HOST)}:${listenPort(env.PORT)}`).origin, derived: true };
}

/** One line naming why the server cannot start: the error's message (and its cause's), newlines folded. */
export function startupFailureLine(error) {
  const describe = (value) => (value instanceof Error ? value.message || value.name : String(value));
  let text = describe(error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined && !text.includes(describe(cause))) text += ` (${describe(cause)})`;
  return `EdgeCast could not start: ${text.replace(/\s*\n\s*/g, "; ").trim()}`;
}

/**
 * Ends the process after an error that leaves the server unusable (database, secret, migrations, port):
 * a one-line cause on stderr and exit code 1, rather than a listening server that answers 500.
 */
export function exitOnStartupFailure(error) {
  console.error(startupFailureLine(error));
  process.exit(1);
}
