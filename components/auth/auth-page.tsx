import { Suspense, type ReactNode } from "react";
import Link from "next/link";
import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

// The sign-in, sign-up and password pages are one shape: a title and description that serve both the
// page's metadata and its card, the card's content, and one footer line that links elsewhere.

/** What an auth page is called and where it lives. */
export interface AuthPageText {
  /** The page's title and the card's h1. */
  title: string;
  description: string;
  path: string;
}

/** The footer line under the card: an optional lead-in ("Remembered it?"), then one link. */
export interface AuthFooterLink {
  lead?: string;
  href: string;
  label: string;
}

/** The way back from the pages reached from e-mailed links or a forgotten password. */
export const BACK_TO_SIGN_IN: AuthFooterLink = { href: routes.auth.login, label: "Back to sign in" };

/** Metadata of an auth page: never indexed, since every one of them is a form or the target of an e-mailed link. */
export function authPageMetadata({ title, description, path }: AuthPageText): Metadata {
  return pageMetadata({ title, description, path, noIndex: true });
}

export interface AuthPageProps {
  page: AuthPageText;
  /** The card's description when it says more than the metadata's (the sign-in page's welcome). */
  cardDescription?: string;
  footer: AuthFooterLink;
  /**
   * For content that reads the query string (an e-mailed token): it renders in the browser inside Suspense,
   * with this in the static shell until then.
   */
  fallback?: ReactNode;
  children: ReactNode;
}

export function AuthPage({ page, cardDescription, footer, fallback, children }: AuthPageProps) {
  return (
    <AuthCard
      title={page.title}
      description={cardDescription ?? page.description}
      footer={
        <p>
          {footer.lead ? <>{footer.lead} </> : null}
          <Link href={footer.href} className="font-medium text-brand-strong hover:underline">
            {footer.label}
          </Link>
        </p>
      }
    >
      {fallback === undefined ? children : <Suspense fallback={fallback}>{children}</Suspense>}
    </AuthCard>
  );
}
