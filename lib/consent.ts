// Cookie consent: the banner's choice, stored under a versioned key (version 1).
// Pure: no browser APIs here, so the banner, the ad slot, the <head> boot script and the tests share
// one definition of the stored choice. Google consent mode v2 names the four categories.

/** Version of the stored choice; a new version ignores older choices, so the banner asks again. */
const CONSENT_VERSION = 1;
/**
 * Cookie that mirrors one part of the choice for the server: "1" while ad storage is granted. The page's
 * Content-Security-Policy lists the ad network's hosts only when it is set; named in lib/csp-policy.mjs,
 * where the production server reads it too.
 */
export { AD_CONSENT_COOKIE } from "./csp-policy.mjs";

/** localStorage key of the visitor's choice (docs/decisions.md, "Consent key"). */
export const CONSENT_STORAGE_KEY = `cookie_consent_v${CONSENT_VERSION}`;

export const CONSENT_CATEGORIES = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
type ConsentValue = "granted" | "denied";
export type ConsentState = Record<ConsentCategory, ConsentValue>;

export interface StoredConsent {
  version: typeof CONSENT_VERSION;
  choices: ConsentState;
  /** ISO instant of the choice (kept so a later policy change can ask again after a date). */
  savedAt: string;
}

/** Labels and explanations shown next to each toggle, in display order. */
export const CONSENT_CATEGORY_COPY: Record<ConsentCategory, { label: string; description: string }> = {
  ad_storage: { label: "Ad storage", description: "Lets the ad network store cookies to show and measure ads." },
  ad_user_data: { label: "Ad user data", description: "Lets us send data about your visit to the ad network." },
  ad_personalization: {
    label: "Ad personalization",
    description: "Lets ads be chosen from your interests (personalised ads).",
  },
  analytics_storage: { label: "Analytics", description: "Lets us count page views to learn which pages help most." },
};

const allAs = (value: ConsentValue): ConsentState =>
  Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, value])) as ConsentState;

/** Consent mode v2 defaults: everything denied until the visitor chooses (the initial state is all denied). */
export const DENIED_CONSENT: ConsentState = Object.freeze(allAs("denied"));
export const GRANTED_CONSENT: ConsentState = Object.freeze(allAs("granted"));

const isConsentValue = (value: unknown): value is ConsentValue => value === "granted" || value === "denied";

/**
 * The stored choice, or null when there is none or it cannot be trusted (malformed JSON, another
 * version, a missing or unknown value): the banner then asks again and everything stays denied.
 */
export function parseStoredConsent(raw: string | null | undefined): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { version, choices, savedAt } = value as Record<string, unknown>;
  if (version !== CONSENT_VERSION || typeof choices !== "object" || choices === null) return null;
  const state = {} as ConsentState;
  for (const category of CONSENT_CATEGORIES) {
    const choice = (choices as Record<string, unknown>)[category];
    if (!isConsentValue(choice)) return null;
    state[category] = choice;
  }
  return { version: CONSENT_VERSION, choices: state, savedAt: typeof savedAt === "string" ? savedAt : "" };
}

/** The string written under CONSENT_STORAGE_KEY. Only the four known categories are kept. */
export function serialiseConsent(state: ConsentState, now: Date = new Date()): string {
  const choices = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, state[category] === "granted" ? "granted" : "denied"]),
  );
  return JSON.stringify({ version: CONSENT_VERSION, choices, savedAt: now.toISOString() });
}

/** Ads may be requested at all only when the visitor allowed ad storage. */
export function allowsAds(state: ConsentState | null | undefined): boolean {
  return state?.ad_storage === "granted";
}

/**
 * Personalised ads need the visitor's ad personalisation and ad user data consent and the admin
 * setting `adsense_personalized_ads`; anything else requests non-personalised ads only.
 */
export function allowsPersonalisedAds(state: ConsentState | null | undefined, settingAllows: boolean): boolean {
  return (
    settingAllows && allowsAds(state) && state?.ad_personalization === "granted" && state.ad_user_data === "granted"
  );
}

/**
 * Inline script for <head>, run before any tag can load: defines the tag queue (dataLayer, gtag), sets
 * consent mode v2 defaults to denied, then replays a valid stored choice as an update. With no valid
 * choice it marks <html data-consent="unset">, which shows the banner from the first paint (before
 * hydration). The validity check mirrors parseStoredConsent; tests/unit/lib-root/consent.test.ts runs both.
 */
export function consentBootScript(): string {
  const defaults = JSON.stringify({ ...DENIED_CONSENT, wait_for_update: 500 });
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  const categories = JSON.stringify(CONSENT_CATEGORIES);
  return (
    `(function(){var w=window;w.dataLayer=w.dataLayer||[];` +
    `w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};` +
    `w.gtag("consent","default",${defaults});w.gtag("set","ads_data_redaction",true);` +
    `var c=null;try{c=JSON.parse(w.localStorage.getItem(${key})||"null")}catch(e){}` +
    `var ok=!!c&&typeof c==="object"&&c.version===${CONSENT_VERSION}&&!!c.choices&&typeof c.choices==="object",u={};` +
    `if(ok){${categories}.forEach(function(k){var v=c.choices[k];if(v!=="granted"&&v!=="denied")ok=false;u[k]=v})}` +
    `if(ok)w.gtag("consent","update",u);else document.documentElement.setAttribute("data-consent","unset")})();`
  );
}
