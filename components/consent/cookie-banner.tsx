"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { OPEN_COOKIE_SETTINGS_EVENT } from "@/components/layout/cookie-settings-button";
import { DENIED_CONSENT, GRANTED_CONSENT, type ConsentCategory, type ConsentState } from "@/lib/consent";

import { CookieBannerView, type ConsentChoice } from "./cookie-banner-view";
import { saveConsent, useStoredConsent } from "./consent-store";

export interface CookieBannerProps {
  /**
   * Set when the footer's "Cookie settings" asked for the banner before this code had loaded: the
   * banner starts open, with focus in it, and gives focus back to this element when it closes.
   */
  reopenedFrom?: HTMLElement | null;
}

/**
 * The cookie banner's behaviour, loaded by CookieBannerLoader: shown while no choice
 * is saved, and again when the footer's "Cookie settings" asks for it. The toggles start from the saved
 * choice (or all denied); Reject all, Save choices and Accept all save, push the consent update and
 * close the banner.
 */
export function CookieBanner({ reopenedFrom }: CookieBannerProps) {
  const stored = useStoredConsent();
  const [reopened, setReopened] = useState(reopenedFrom !== undefined);
  // Unsaved toggle changes; null shows the saved choice (or all denied).
  const [edits, setEdits] = useState<ConsentState | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(reopenedFrom ?? null);

  const open = reopened || stored === null;
  const draft = edits ?? stored?.choices ?? DENIED_CONSENT;

  useEffect(() => {
    // Move focus into the banner so keyboard and screen-reader users land on it.
    const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
    if (reopenedFrom !== undefined) focusHeading();
    const onOpen = () => {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setEdits(null);
      setReopened(true);
      focusHeading();
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
    // reopenedFrom only matters on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = useCallback(() => {
    setReopened(false);
    setEdits(null);
    const opener = openerRef.current;
    openerRef.current = null;
    // Give focus back to where it came from (the footer button), else to the main content.
    const bannerHasFocus = headingRef.current?.closest("section")?.contains(document.activeElement);
    if (opener?.isConnected) opener.focus();
    else if (bannerHasFocus) document.getElementById("main")?.focus();
  }, []);

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice === "reject" ? DENIED_CONSENT : choice === "accept" ? GRANTED_CONSENT : draft);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape dismisses only a reopened banner: a first visitor must make a choice (denied meanwhile).
    if (event.key === "Escape" && stored) {
      event.stopPropagation();
      close();
    }
  };

  const toggle = (category: ConsentCategory, granted: boolean) =>
    setEdits({ ...draft, [category]: granted ? "granted" : "denied" });

  return (
    <CookieBannerView
      draft={draft}
      open={open}
      headingRef={headingRef}
      onKeyDown={onKeyDown}
      onToggle={toggle}
      onChoose={choose}
    />
  );
}
