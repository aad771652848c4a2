import "server-only";

import { cookies } from "next/headers";

import { TIME_ZONE_COOKIE, timeZoneFrom } from "./time-zone.rules";

/**
 * The viewer's zone in a page rendered per request (the detail page, member pages): the zone cookie,
 * UTC without one. Reading it makes the caller request-time, like reading the session.
 */
export async function pageTimeZone(): Promise<string> {
  return timeZoneFrom((await cookies()).get(TIME_ZONE_COOKIE)?.value);
}
