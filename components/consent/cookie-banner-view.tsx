import type { KeyboardEventHandler, Ref } from "react";
import Link from "next/link";
import { CookieIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { SwitchView } from "@/components/ui/switch-view";
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_COPY, type ConsentCategory, type ConsentState } from "@/lib/consent";
import { routes } from "@/lib/site-routes";

export type ConsentChoice = "reject" | "save" | "accept";

export interface CookieBannerViewProps {
  /** The toggles' positions. */
  draft: ConsentState;
  /** Shown whatever the <head> script decided (reopened from the footer, or no choice saved). */
  open?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onKeyDown?: KeyboardEventHandler;
  /** Absent in the prerendered banner: the controls are drawn, and work once the banner's code loads. */
  onToggle?: (category: ConsentCategory, granted: boolean) => void;
  onChoose?: (choice: ConsentChoice) => void;
}

const HEADING_ID = "cookie-banner-heading";
const DESCRIPTION_ID = "cookie-banner-description";

/**
 * The cookie banner's markup: the text, four toggles and Reject all / Save choices /
 * Accept all. Hidden by CSS unless it is open or the <head> script marked html[data-consent=unset], so a
 * first visitor sees it at first paint. No state of its own: the root layout prerenders it without
 * behaviour, and cookie-banner.tsx drives it once loaded.
 */
export function CookieBannerView({
  draft,
  open = false,
  headingRef,
  onKeyDown,
  onToggle,
  onChoose,
}: CookieBannerViewProps) {
  // Until the behaviour is there, the controls say they are not usable yet (no visual change).
  const notReady = onChoose ? undefined : true;
  return (
    <section
      aria-labelledby={HEADING_ID}
      aria-describedby={DESCRIPTION_ID}
      data-open={open}
      data-testid="cookie-banner"
      onKeyDown={onKeyDown}
      className={
        "fixed inset-x-0 bottom-0 z-50 hidden p-3 data-[open=true]:block sm:p-4 " + "[html[data-consent=unset]_&]:block"
      }
    >
      <div className="mx-auto max-w-4xl rounded-xl border bg-background p-4 shadow-lg sm:p-5">
        <div className="flex items-start gap-3">
          <CookieIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 ref={headingRef} id={HEADING_ID} tabIndex={-1} className="text-base font-semibold outline-none">
              Cookies and ads
            </h2>
            <p id={DESCRIPTION_ID} className="mt-1 text-sm text-muted-foreground">
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
          {CONSENT_CATEGORIES.map((category) => {
            const id = `cookie-consent-${category}`;
            const { label, description } = CONSENT_CATEGORY_COPY[category];
            const granted = draft[category] === "granted";
            return (
              <div key={category} className="flex items-start justify-between gap-3 rounded-lg border p-3">
                <div className="min-w-0">
                  <label htmlFor={id} className="text-sm font-medium">
                    {label}
                  </label>
                  <p id={`${id}-description`} className="mt-0.5 text-xs text-muted-foreground">
                    {description}
                  </p>
                </div>
                <SwitchView
                  id={id}
                  checked={granted}
                  aria-describedby={`${id}-description`}
                  aria-disabled={notReady}
                  onClick={onToggle && (() => onToggle(category, !granted))}
                />
              </div>
            );
          })}
        </fieldset>

        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            aria-disabled={notReady}
            onClick={onChoose && (() => onChoose("reject"))}
          >
            Reject all
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            aria-disabled={notReady}
            onClick={onChoose && (() => onChoose("save"))}
          >
            Save choices
          </button>
          <button
            type="button"
            className={buttonVariants()}
            aria-disabled={notReady}
            onClick={onChoose && (() => onChoose("accept"))}
          >
            Accept all
          </button>
        </div>
      </div>
    </section>
  );
}
