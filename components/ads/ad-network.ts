"use client";

// The AdSense snippet, split into its two steps: the network script (once per page, with the publisher
// id) and one push per <ins class="adsbygoogle"> slot. Called only after consent allows ad storage.

const AD_NETWORK_SCRIPT_ORIGIN = "https://pagead2.googlesyndication.com";
const LOADER_ID = "adsbygoogle-loader";

type AdQueue = unknown[] & { requestNonPersonalizedAds?: 0 | 1 };
declare global {
  interface Window {
    adsbygoogle?: AdQueue;
  }
}

export function loadAdNetworkScript(publisherId: string): void {
  if (document.getElementById(LOADER_ID)) return;
  const script = document.createElement("script");
  script.id = LOADER_ID;
  script.async = true;
  script.crossOrigin = "anonymous";
  script.src = `${AD_NETWORK_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(publisherId)}`;
  document.head.appendChild(script);
}

let autoAdsRequested = false;

/** Turns on AdSense auto ads for the page (once), when the admin enabled them. */
export function requestAutoAds(publisherId: string): void {
  if (autoAdsRequested) return;
  autoAdsRequested = true;
  const queue: AdQueue = (window.adsbygoogle = window.adsbygoogle ?? []);
  queue.push({ google_ad_client: publisherId, enable_page_level_ads: true });
}

/** Queues one ad request for the newest unfilled slot; the flag applies to the whole page. */
export function requestAd({ personalised }: { personalised: boolean }): void {
  const queue: AdQueue = (window.adsbygoogle = window.adsbygoogle ?? []);
  queue.requestNonPersonalizedAds = personalised ? 0 : 1;
  try {
    queue.push({});
  } catch {
    // The network script throws when a slot is already filled (React strict mode re-runs effects).
  }
}
