import type { MetadataRoute } from "next";

import { routes, SAFER_PLAY_PATH, siteConfig, TRACK_RECORD_VERIFY_PATH } from "@/lib/site-config";

// Every public, indexable route for app/sitemap.ts. Member (/user), admin, auth and test pages are noindex
// and left out. A later issue can append one entry per published prediction (routes.prediction(id)).

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;

export interface SitemapRoute {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
  /** ISO date of the last content change; when absent the sitemap uses the time it was generated. */
  lastModified?: string;
}

export const PUBLIC_SITEMAP_ROUTES: readonly SitemapRoute[] = [
  { path: routes.home, changeFrequency: "daily", priority: 1 },
  { path: routes.predictions, changeFrequency: "hourly", priority: 0.9 },
  { path: routes.tips, changeFrequency: "daily", priority: 0.8 },
  { path: routes.trackRecord, changeFrequency: "daily", priority: 0.8 },
  { path: TRACK_RECORD_VERIFY_PATH, changeFrequency: "monthly", priority: 0.5 },
  { path: routes.leagues, changeFrequency: "weekly", priority: 0.7 },
  { path: routes.categories, changeFrequency: "weekly", priority: 0.7 },
  { path: routes.about, changeFrequency: "monthly", priority: 0.6 },
  { path: routes.faq, changeFrequency: "monthly", priority: 0.6 },
  { path: routes.help, changeFrequency: "monthly", priority: 0.5 },
  { path: routes.contact, changeFrequency: "yearly", priority: 0.5 },
  { path: routes.webScraper, changeFrequency: "monthly", priority: 0.4 },
  { path: routes.ageVerification, changeFrequency: "yearly", priority: 0.3 },
  { path: SAFER_PLAY_PATH, changeFrequency: "yearly", priority: 0.3 },
  { path: routes.terms, changeFrequency: "yearly", priority: 0.3, lastModified: siteConfig.policy.termsLastUpdated },
  {
    path: routes.privacy,
    changeFrequency: "yearly",
    priority: 0.3,
    lastModified: siteConfig.policy.privacyLastUpdated,
  },
];
