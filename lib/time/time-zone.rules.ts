// The viewer's time zone: the browser writes it into a cookie before anything else runs (TIME_ZONE_BOOT_SCRIPT,
// inline in the root layout), and every request that draws a day boundary for the viewer reads it back
// (docs/decisions.md, "One day boundary, in the viewer's time zone"). A first request, an API client that
// sends no cookie, or a value that is not an IANA zone name reads as UTC. Browser-safe: no server import.
import { z } from "zod";

import { canonicalTimeZone } from "@/lib/time/zoned-time.rules";

/** The cookie that carries the viewer's IANA zone name ("Europe/London"). */
export const TIME_ZONE_COOKIE = "tz";
/** The zone of a viewer who has not said (first request, API clients, an unknown name). */
export const DEFAULT_TIME_ZONE = "UTC";

/** An IANA zone name the runtime knows, in its canonical spelling; anything else fails. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-]*(?:\/[A-Za-z0-9_+\-]+){0,2}$/)
  .transform((name, context) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      context.addIssue({ code: "custom", message: "Unknown time zone" });
      return z.NEVER;
    }
    return canonical;
  });

/** The zone a cookie value names, or UTC when it names none. */
export function timeZoneFrom(value: string | null | undefined): string {
  if (!value) return DEFAULT_TIME_ZONE;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
  const parsed = timeZoneSchema.safeParse(decoded);
  return parsed.success ? parsed.data : DEFAULT_TIME_ZONE;
}

/** The zone of a request's Cookie header. */
export function timeZoneOfCookieHeader(header: string | null | undefined): string {
  if (!header) return DEFAULT_TIME_ZONE;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === TIME_ZONE_COOKIE)
      return timeZoneFrom(part.slice(separator + 1).trim());
  }
  return DEFAULT_TIME_ZONE;
}

/**
 * Runs while <head> is parsed, before any of the page's requests: writes the browser's zone into the cookie
 * (a year, the whole site, Lax), so the first API call of the page already counts days in it. A constant: its
 * hash is in the Content-Security-Policy (lib/content-security-policy.ts).
 */
export const TIME_ZONE_BOOT_SCRIPT =
  `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;` +
  `if(z)document.cookie=${JSON.stringify(`${TIME_ZONE_COOKIE}=`)}+encodeURIComponent(z)` +
  `+";path=/;max-age=31536000;samesite=lax"}catch(e){}})();`;
