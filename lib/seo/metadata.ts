import type { Metadata, Viewport } from "next";

import { siteConfig } from "@/lib/site-config";

import { getSiteUrl } from "./site-url";

// Site-wide metadata for the root layout, and pageMetadata() for every page.
// Next.js merges metadata shallowly: a page that sets `openGraph` replaces the layout's whole
// `openGraph` object, so pageMetadata() repeats the shared fields. The 1200×630 card image is generated
// by app/opengraph-image.tsx (and app/twitter-image.tsx). Next.js attaches a file-based image only to
// routes that do not set their own openGraph/twitter, so pageMetadata() names the same routes explicitly.

/** Theme colours in sRGB hex for places that cannot read CSS variables (viewport, manifest, OG image, icon). */
export const BRAND_COLORS = {
  brand: "#007ec6",
  brandForeground: "#f9fcff",
  brandStrong: "#0064a8",
  lightBackground: "#fbfcfd",
  darkBackground: "#090c12",
  darkForeground: "#f4f6f9",
} as const;

/** Title shown on the home page and wherever a page sets no title. */
export const DEFAULT_TITLE = `${siteConfig.name} — ${siteConfig.tagline}`;

/** "%s | EdgeCast" */
export const TITLE_TEMPLATE = `%s | ${siteConfig.name}`;

/** Alt text of the social card image (app/opengraph-image.tsx exports it as `alt`). */
export const OG_IMAGE_ALT = `${siteConfig.name} — ${siteConfig.tagline}`;

/** The generated social card images, by URL path (resolved against metadataBase). */
export const OG_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: OG_IMAGE_ALT,
  type: "image/png",
} as const;
const TWITTER_IMAGE = { ...OG_IMAGE, url: "/twitter-image" } as const;

const twitterHandle = siteConfig.social.find((link) => link.id === "x")?.handle;

const sharedOpenGraph = {
  type: "website",
  siteName: siteConfig.name,
  locale: siteConfig.locale,
} as const;

const sharedTwitter = {
  card: "summary_large_image",
  ...(twitterHandle ? { site: twitterHandle, creator: twitterHandle } : {}),
} as const;

const INDEX_ROBOTS: Metadata["robots"] = {
  index: true,
  follow: true,
  googleBot: { index: true, follow: true, "max-image-preview": "large", "max-snippet": -1, "max-video-preview": -1 },
};

const NOINDEX_ROBOTS: Metadata["robots"] = {
  index: false,
  follow: false,
  googleBot: { index: false, follow: false },
};

/**
 * Defaults for app/layout.tsx's generateMetadata. metadataBase (what relative canonical and Open Graph URLs
 * resolve against) is the running server's origin: the layout passes runtimeSiteUrl(), never a value fixed
 * when this module was built.
 */
export function rootMetadata(siteUrl: string = getSiteUrl()): Metadata {
  return { metadataBase: new URL(siteUrl), ...rootDefaults };
}

const rootDefaults: Metadata = {
  title: { default: DEFAULT_TITLE, template: TITLE_TEMPLATE },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  keywords: [...siteConfig.keywords],
  authors: [{ name: siteConfig.name, url: "/" }],
  creator: siteConfig.name,
  publisher: siteConfig.name,
  category: "sports",
  robots: INDEX_ROBOTS,
  openGraph: {
    ...sharedOpenGraph,
    title: DEFAULT_TITLE,
    description: siteConfig.description,
  },
  twitter: {
    ...sharedTwitter,
    title: DEFAULT_TITLE,
    description: siteConfig.description,
  },
  // app/icon.svg is picked up by the file convention as well; listing it keeps the type explicit.
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
  appleWebApp: { title: siteConfig.name, statusBarStyle: "default" },
  formatDetection: { telephone: false, email: false, address: false },
};

/** Viewport defaults for app/layout.tsx: `export const viewport = rootViewport`. */
export const rootViewport: Viewport = {
  themeColor: [
    // The --background tokens of app/globals.css (oklch) in sRGB hex.
    { media: "(prefers-color-scheme: light)", color: BRAND_COLORS.lightBackground },
    { media: "(prefers-color-scheme: dark)", color: BRAND_COLORS.darkBackground },
  ],
  colorScheme: "light dark",
};

export interface PageMetadataInput {
  /** Page title without the site name; the template adds " | EdgeCast". */
  title: string;
  /** One or two sentences, ideally 70–160 characters. */
  description: string;
  /** Site path of the page, e.g. "/faq". Becomes the canonical link and og:url. */
  path: string;
  /** Keep the page out of search results (member, admin and auth pages). */
  noIndex?: boolean;
  /** Use `title` as the whole document title, without the template (the home page). */
  absoluteTitle?: boolean;
}

/** Metadata for one page: title, description, canonical, Open Graph, Twitter card and robots. */
export function pageMetadata({
  title,
  description,
  path,
  noIndex = false,
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  const canonical = normalisePath(path);
  const fullTitle = absoluteTitle ? title : TITLE_TEMPLATE.replace("%s", title);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical },
    openGraph: { ...sharedOpenGraph, title: fullTitle, description, url: canonical, images: [OG_IMAGE] },
    twitter: { ...sharedTwitter, title: fullTitle, description, images: [TWITTER_IMAGE] },
    robots: noIndex ? NOINDEX_ROBOTS : INDEX_ROBOTS,
  };
}

/** "/faq/" → "/faq", "faq" → "/faq"; query strings and fragments are not part of a canonical path. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? "";
  const withSlash = withoutQuery.startsWith("/") ? withoutQuery : `/${withoutQuery}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : "/";
}
