import type { Metadata, Viewport } from "next";

import "./globals.css";

import { ConsentBootScript } from "@/components/consent/consent-boot-script";
import { CookieBannerLoader } from "@/components/consent/cookie-banner-loader";
import { CookieBannerView } from "@/components/consent/cookie-banner-view";
import { AuthSplash } from "@/components/layout/auth-splash";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { AppProviders } from "@/components/providers/app-providers";
import { AuthBootScript } from "@/components/providers/auth-boot-script";
import { OddsFormatBootScript } from "@/components/predictions/odds-format-boot-script";
import { SiteJsonLd } from "@/components/seo/site-json-ld";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { DENIED_CONSENT } from "@/lib/consent";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";
import { runtimeSiteUrl } from "@/lib/seo/runtime-origin";
import { siteConfig } from "@/lib/site-config";
import { TIME_ZONE_BOOT_SCRIPT } from "@/lib/time/time-zone.rules";
import { cn } from "@/lib/utils";

import { geistMono, geistSans } from "./fonts";

// metadataBase comes from the running server's origin (runtimeSiteUrl), so canonical and Open Graph URLs of
// pages prerendered by `next build` follow APP_URL or the port the server was started on.
export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata(await runtimeSiteUrl());
}
export const viewport: Viewport = rootViewport;

// Static server component: no headers() or cookies() here, so every page keeps a prerendered shell.
// Theme (next-themes), session (AuthBootScript) and odds format (OddsFormatBootScript) are applied by inline
// scripts before first paint.
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang={siteConfig.language} suppressHydrationWarning className={cn(geistSans.variable, geistMono.variable)}>
      <head>
        <ConsentBootScript />
        {/* The viewer's zone, in a cookie before the page's first request: where their days start (lib/time). */}
        <script id="time-zone" dangerouslySetInnerHTML={{ __html: TIME_ZONE_BOOT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <AuthBootScript />
        <OddsFormatBootScript />
        <SiteJsonLd />
        <AppProviders>
          <a
            href="#main"
            className={
              "sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg " +
              "focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2 " +
              "focus:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            }
          >
            Skip to content
          </a>
          <AuthSplash />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
            {children}
          </main>
          <SiteFooter />
          <CookieBannerLoader staticBanner={<CookieBannerView draft={DENIED_CONSENT} />} />
          <LazyToaster richColors closeButton position="top-right" />
        </AppProviders>
      </body>
    </html>
  );
}
