import type { MetadataRoute } from "next";

import { runtimeSiteUrl } from "@/lib/seo/runtime-origin";
import { absoluteUrl } from "@/lib/seo/site-url";

// robots.txt: public pages are crawlable; member, admin, auth and API paths are not.
// Those pages also send `noindex` (pageMetadata({ noIndex: true })) in case they are linked from elsewhere.
// The sitemap's address is the running server's origin (runtimeSiteUrl), not the build's.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const siteUrl = await runtimeSiteUrl();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/user", "/api", "/auth"],
    },
    sitemap: absoluteUrl("/sitemap.xml", siteUrl),
  };
}
