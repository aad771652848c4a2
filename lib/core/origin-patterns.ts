// Allow-lists of https origins, written as a comma-separated setting ("https://fcm.googleapis.com,
// https://*.notify.windows.com"): the places the server may send to that a client names (push endpoints).
// Pure: used by lib/env.ts to refuse a bad setting at start-up and by the senders before every request.

/** One allowed origin: an exact host, or every host one label under `host` (a leading "*."); one port. */
export interface OriginPattern {
  /** Lower-case host name or IP literal (IPv6 in brackets), without the "*." of a wildcard. */
  host: string;
  /** True for "https://*.example.com": exactly one more label in front of `host`, like a TLS wildcard. */
  wildcard: boolean;
  port: number;
}

const DEFAULT_HTTPS_PORT = 443;
/** Letters, digits and inner hyphens per label (the URL parser would also let "*" or "_" through). */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** Reads one origin ("https://host[:port]", an optional trailing "/"); throws an Error saying what is wrong. */
function parseOriginPattern(raw: string): OriginPattern {
  const text = raw.trim();
  const wildcard = /^https:\/\/\*\./i.test(text);
  // The URL parser does not take "*" in a host: read the rest of the origin with a placeholder label.
  let url: URL;
  try {
    url = new URL(wildcard ? text.replace(/^https:\/\/\*\./i, "https://wildcard.") : text);
  } catch {
    throw new Error(`"${text}" is not an origin`);
  }
  if (url.protocol !== "https:") throw new Error(`"${text}" must use https`);
  if (url.username || url.password) throw new Error(`"${text}" must not carry credentials`);
  if (url.pathname !== "/" || url.search || url.hash || /[?#]/.test(text)) {
    throw new Error(`"${text}" must be an origin only (no path, query or fragment)`);
  }
  const name = url.hostname.replace(/\.$/, "");
  const host = wildcard ? name.slice("wildcard.".length) : name;
  // "*.com" would allow a whole top-level domain: a wildcard needs at least two labels under it.
  if (wildcard && (host.split(".").length < 2 || host.startsWith("[") || /^[\d.]+$/.test(host))) {
    throw new Error(`"${text}": a wildcard needs a domain of at least two labels under it`);
  }
  if (!HOST_NAME.test(host) && !host.startsWith("[")) throw new Error(`"${text}" has no valid host name`);
  return { host, wildcard, port: url.port ? Number(url.port) : DEFAULT_HTTPS_PORT };
}

/** Reads a comma-separated list; blank entries are skipped. Throws on the first bad entry or an empty list. */
export function parseOriginPatterns(list: string): OriginPattern[] {
  const patterns = list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map(parseOriginPattern);
  if (patterns.length === 0) throw new Error("at least one origin is needed");
  return patterns;
}

/**
 * Whether `target` (a URL) is https, carries no credentials and has an origin the patterns allow. The URL
 * parser has already lower-cased the host and dropped a default port, so "HTTPS://FCM.googleapis.com:443/x"
 * matches "https://fcm.googleapis.com".
 */
export function originAllowed(target: string | URL, patterns: readonly OriginPattern[]): boolean {
  let url: URL;
  try {
    url = new URL(String(target));
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.replace(/\.$/, "");
  const port = url.port ? Number(url.port) : DEFAULT_HTTPS_PORT;
  return patterns.some((pattern) => {
    if (pattern.port !== port) return false;
    if (!pattern.wildcard) return host === pattern.host;
    const suffix = `.${pattern.host}`;
    if (!host.endsWith(suffix)) return false;
    const label = host.slice(0, -suffix.length);
    return label !== "" && !label.includes(".");
  });
}
