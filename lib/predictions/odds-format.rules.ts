// The viewer's odds format in the browser: read before first paint by the boot script, changed by the
// format switch (components/predictions/odds-format-switch.tsx). Client-safe constants only; the switch's
// behaviour is in components/predictions/use-odds-format.ts.
import { DEFAULT_ODDS_FORMAT, ODDS_FORMATS, type OddsFormat } from "@/lib/format/odds.rules";

/**
 * Where a visitor's choice is kept in the browser, and a member's copy of their stored preference (the
 * server sets it at sign-in and when the preference is saved). A cookie rather than localStorage so the
 * server can write it: a member signing in on a new device sees their format on the first page.
 */
const ODDS_FORMAT_COOKIE = "odds_format";
/** A year: the choice outlives the session. */
const ODDS_FORMAT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The attribute on <html> that shows one format of every price (app/globals.css); absent for decimal. */
export const ODDS_FORMAT_ATTRIBUTE = "data-odds";

/**
 * Runs while the HTML is parsed, before first paint: copies the odds_format cookie (a visitor's choice, or
 * a member's stored preference, which the server writes at sign-in) onto <html data-odds>, so no price is
 * painted in another format first. Its text is hashed into the Content-Security-Policy
 * (lib/content-security-policy.ts), so it must stay a constant.
 */
const NON_DEFAULT_FORMATS = ODDS_FORMATS.filter((format) => format !== DEFAULT_ODDS_FORMAT).join("|");
export const ODDS_FORMAT_BOOT_SCRIPT =
  `(function(){try{var m=document.cookie.match(/(?:^|; )${ODDS_FORMAT_COOKIE}=(${NON_DEFAULT_FORMATS})(?:;|$)/);` +
  `if(m)document.documentElement.setAttribute(${JSON.stringify(ODDS_FORMAT_ATTRIBUTE)},m[1])}catch(e){}})();`;

/** The odds_format cookie as the browser writes it (the server writes the same, lib/auth/cookies.ts). */
export function oddsFormatCookie(format: OddsFormat, secure: boolean): string {
  return (
    `${ODDS_FORMAT_COOKIE}=${format}; Path=/; Max-Age=${ODDS_FORMAT_COOKIE_MAX_AGE}; ` +
    `SameSite=Lax${secure ? "; Secure" : ""}`
  );
}
