"use client";

import { useEffect, useRef } from "react";

import { mirrorAdConsentCookie, pageServedWithAds, useStoredConsent } from "@/components/consent/consent-store";
import { apiFetch } from "@/lib/api/client";
import { allowsAds, allowsPersonalisedAds } from "@/lib/consent";
import type { AdSlotConfig } from "@/lib/ads/ads.service";
import { clsx } from "clsx";

import { loadAdNetworkScript, requestAd, requestAutoAds } from "./ad-network";

/** Space kept for each position before and while an ad loads, so nothing below it jumps (CLS). */
const RESERVED_HEIGHT: Record<AdSlotConfig["position"], string> = {
  HEADER: "min-h-[100px]",
  SIDEBAR: "min-h-[250px]",
  CONTENT: "min-h-[250px]",
  FOOTER: "min-h-[100px]",
};

function recordAdEvent(adUnitId: string, kind: "impression" | "click") {
  // Best effort: a lost count must never disturb the page.
  void apiFetch("/ads/events", { method: "POST", body: { adUnitId, kind }, skipAuthRedirect: true, timeoutMs: 10_000 });
}

/**
 * The browser part of an ad slot. Until the visitor allows ad storage it is an empty reserved box and
 * nothing is requested from the ad network. Once allowed it injects the network script (once per page)
 * and asks for an ad, non-personalised unless both the visitor and the admin setting allow personalised
 * ads, and records the impression and any click.
 */
export function AdSlotClient({ config, className }: { config: AdSlotConfig; className?: string }) {
  const stored = useStoredConsent();
  const choices = stored?.choices ?? null;
  const adsAllowed = allowsAds(choices);
  const personalised = allowsPersonalisedAds(choices, config.personalisedAllowed);
  const containerRef = useRef<HTMLDivElement>(null);
  const requested = useRef(false);

  useEffect(() => {
    if (!adsAllowed || requested.current) return;
    requested.current = true;
    // This page's Content-Security-Policy was made before ads were allowed, so it keeps the ad network out:
    // load the page again with the cookie that lets the policy include it. Only when the browser kept the
    // cookie, so a browser that refuses cookies cannot loop.
    if (!pageServedWithAds()) {
      if (mirrorAdConsentCookie(true)) window.location.reload();
      return;
    }
    loadAdNetworkScript(config.publisherId);
    requestAd({ personalised });
    if (config.autoAds) requestAutoAds(config.publisherId);
    recordAdEvent(config.adUnitId, "impression");
  }, [adsAllowed, personalised, config.adUnitId, config.publisherId, config.autoAds]);

  // Ads render in a cross-origin iframe, so a click shows up here only as the window losing focus to it.
  useEffect(() => {
    if (!adsAllowed) return;
    const onBlur = () => {
      const active = document.activeElement;
      if (active instanceof HTMLIFrameElement && containerRef.current?.contains(active))
        recordAdEvent(config.adUnitId, "click");
    };
    window.addEventListener("blur", onBlur);
    return () => window.removeEventListener("blur", onBlur);
  }, [adsAllowed, config.adUnitId]);

  return (
    <aside
      ref={containerRef}
      aria-label="Advertisement"
      data-ad-position={config.position}
      data-ad-state={adsAllowed ? "requested" : "waiting-for-consent"}
      className={clsx(
        "flex w-full flex-col items-center justify-center overflow-hidden",
        RESERVED_HEIGHT[config.position],
        className,
      )}
    >
      {adsAllowed && (
        <ins
          className="adsbygoogle block w-full"
          data-ad-client={config.publisherId}
          {...(config.slotId ? { "data-ad-slot": config.slotId } : {})}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      )}
    </aside>
  );
}
