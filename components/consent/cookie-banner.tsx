"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CookieIcon } from "lucide-react";

import { OPEN_COOKIE_SETTINGS_EVENT } from "@/components/layout/cookie-settings-button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Switch } from "@/components/ui/switch";
import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_COPY,
  DENIED_CONSENT,
  GRANTED_CONSENT,
  type ConsentCategory,
  type ConsentState,
} from "@/lib/consent";
import { routes } from "@/lib/site-routes";

import { saveConsent, useStoredConsent } from "./consent-store";

/**
 * The cookie banner (admin spec §2/§4): shown at the bottom while no choice is saved, and again when the
 * footer's "Cookie settings" asks for it. Four toggles start from the saved choice (or all denied);
 * Reject all, Save choices and Accept all save, push the consent update and close the banner.
 * It is in the prerendered HTML, hidden by CSS unless the <head> script marked html[data-consent=unset],
 * so a first visitor sees it at first paint and not after hydration.
 */
export function CookieBanner() {
  const stored = useStoredConsent();
  const [reopened, setReopened] = useState(false);
  // Unsaved toggle changes; null shows the saved choice (or all denied).
  const [edits, setEdits] = useState<ConsentState | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const descriptionId = useId();

  const open = reopened || stored === null;

  const draft = edits ?? stored?.choices ?? DENIED_CONSENT;

  useEffect(() => {
    const onOpen = () => {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setEdits(null);
      setReopened(true);
      // Move focus into the banner so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
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

  const choose = (state: ConsentState) => {
    saveConsent(state);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape dismisses only a reopened banner: a first visitor must make a choice (denied meanwhile).
    if (event.key === "Escape" && stored) {
      event.stopPropagation();
      close();
    }
  };

  const setCategory = (category: ConsentCategory, granted: boolean) =>
    setEdits({ ...draft, [category]: granted ? "granted" : "denied" });

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      data-open={open}
      data-testid="cookie-banner"
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-50 hidden p-3 data-[open=true]:block sm:p-4 [html[data-consent=unset]_&]:block"
    >
      <div className="mx-auto max-w-4xl rounded-xl border bg-background p-4 shadow-lg sm:p-5">
        <div className="flex items-start gap-3">
          <CookieIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-base font-semibold outline-none">
              Cookies and ads
            </h2>
            <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
              We load no ads or analytics until you allow them. Choose what you are happy with; you can change it at any
              time from &ldquo;Cookie settings&rdquo; in the footer. See our{" "}
              <Link href={routes.privacy} className="underline underline-offset-4 hover:text-foreground">
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>

        <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Consent choices</legend>
          {CONSENT_CATEGORIES.map((category) => (
            <ConsentToggle
              key={category}
              category={category}
              granted={draft[category] === "granted"}
              onChange={(granted) => setCategory(category, granted)}
            />
          ))}
        </fieldset>

        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => choose(DENIED_CONSENT)}>
            Reject all
          </button>
          <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => choose(draft)}>
            Save choices
          </button>
          <button type="button" className={buttonVariants()} onClick={() => choose(GRANTED_CONSENT)}>
            Accept all
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentToggle({ category, granted, onChange }: { category: ConsentCategory; granted: boolean; onChange: (granted: boolean) => void }) {
  const id = useId();
  const { label, description } = CONSENT_CATEGORY_COPY[category];
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={granted} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}
