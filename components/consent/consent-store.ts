"use client";

import { useBrowserStore } from "@/hooks/use-browser-store";

import {
  AD_CONSENT_COOKIE,
  allowsAds,
  CONSENT_STORAGE_KEY,
  parseStoredConsent,
  serialiseConsent,
  type ConsentState,
  type StoredConsent,
} from "@/lib/consent";

// The visitor's consent in the browser: localStorage under the versioned key, shared by the banner and
// every ad slot through one subscription, and pushed to the tag queue that the <head> script created.

/** Fired on window after the choice changes in this tab (the storage event covers other tabs). */
const CONSENT_CHANGED_EVENT = "consent-changed";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let cachedRaw: string | null | undefined;
let cachedValue: StoredConsent | null = null;
/** The choice made on this page when storage is blocked (privacy mode): it holds until the page unloads. */
let pageOnlyChoice: StoredConsent | null = null;

function readStoredConsent(): StoredConsent | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy mode): no choice can be kept, so consent stays denied.
  }
  // useSyncExternalStore needs a stable snapshot: parse again only when the stored text changed.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parseStoredConsent(raw);
  }
  return cachedValue ?? pageOnlyChoice;
}

const notKnownOnServer = () => undefined;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The saved choice; null when the visitor has not chosen; undefined during server rendering and
 * hydration (nothing is known yet, so nothing may load).
 */
export function useStoredConsent(): StoredConsent | null | undefined {
  return useBrowserStore<StoredConsent | null | undefined>(subscribe, readStoredConsent, notKnownOnServer);
}

/** The tag queue function defined by the <head> boot script (recreated here if a test removed it). */
function gtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  const queue = window.dataLayer;
  window.gtag =
    window.gtag ??
    function () {
      // gtag.js reads Arguments objects from the queue, exactly as the official snippet pushes them.
      // eslint-disable-next-line prefer-rest-params
      queue.push(arguments);
    };
  return window.gtag;
}

/** Saves the choice, pushes the consent mode update to the tag queue and tells every listener. */
export function saveConsent(state: ConsentState): void {
  const serialised = serialiseConsent(state);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, serialised);
  } catch {
    pageOnlyChoice = parseStoredConsent(serialised);
  }
  mirrorAdConsentCookie(allowsAds(state));
  gtag()("consent", "update", { ...state });
  document.documentElement.setAttribute("data-consent", "set");
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

// The server sees the choice only through this cookie: the page's Content-Security-Policy lists the ad
// network's hosts only when it says "1" (proxy.ts). A page keeps the policy it was served with.

const hasAdConsentCookie = () => document.cookie.split("; ").includes(`${AD_CONSENT_COOKIE}=1`);

/** Whether this page was served with the ad network in its policy (read once, when the page's code starts). */
let servedWithAds: boolean | undefined;
export function pageServedWithAds(): boolean {
  servedWithAds ??= hasAdConsentCookie();
  return servedWithAds;
}

/** Writes (or clears) the cookie; answers whether the browser kept it as asked. */
export function mirrorAdConsentCookie(adsAllowed: boolean): boolean {
  pageServedWithAds();
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = adsAllowed
    ? `${AD_CONSENT_COOKIE}=1; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}`
    : `${AD_CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  return hasAdConsentCookie() === adsAllowed;
}
