"use client";

import { useBrowserStore } from "@/hooks/use-browser-store";
import { apiFetch, AUTH_TOKEN_KEY } from "@/lib/api/client";
import { toast } from "@/lib/lazy-toast";
import { DEFAULT_ODDS_FORMAT, isOddsFormat, type OddsFormat } from "@/lib/format/odds.rules";
import { ODDS_FORMAT_ATTRIBUTE, oddsFormatCookie } from "@/lib/predictions/odds-format.rules";

// The viewer's odds format in the browser: <html data-odds> (set before first paint from the odds_format
// cookie) is the state, since it is what decides which price text is displayed. Choosing a format writes
// the cookie, so the next page paints it at once; a signed-in member's choice is also stored on their
// account (PUT /api/user/preferences/display), which writes the same cookie on each device they sign in on.

const listeners = new Set<() => void>();

function readFormat(): OddsFormat {
  const attribute = document.documentElement.getAttribute(ODDS_FORMAT_ATTRIBUTE);
  return isOddsFormat(attribute) ? attribute : DEFAULT_ODDS_FORMAT;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows every price on the page in `format` and remembers it (the cookie; a member's account too). */
export function selectOddsFormat(format: OddsFormat, { store = true }: { store?: boolean } = {}): void {
  document.cookie = oddsFormatCookie(format, window.location.protocol === "https:");
  if (format === DEFAULT_ODDS_FORMAT) document.documentElement.removeAttribute(ODDS_FORMAT_ATTRIBUTE);
  else document.documentElement.setAttribute(ODDS_FORMAT_ATTRIBUTE, format);
  for (const listener of listeners) listener();
  if (!store || !window.localStorage.getItem(AUTH_TOKEN_KEY)) return;
  void apiFetch("/user/preferences/display", { method: "PUT", body: { oddsFormat: format } }).then((result) => {
    if (!result.success) toast.error("Your odds format is kept on this device but could not be saved to your account.");
  });
}

/** The format shown now (null while hydrating: not known on the server), and the way to change it. */
export function useOddsFormat(): { format: OddsFormat | null; select: (format: OddsFormat) => void } {
  const format = useBrowserStore<OddsFormat | null>(subscribe, readFormat, () => null);
  return { format, select: selectOddsFormat };
}
