import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/seo/site-url";

// robots.txt: public pages are crawlable; member, admin, auth and API paths are not.
// Those pages also send `noindex` (pageMetadata({ noIndex: true })) in case they are linked from elsewhere.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/user", "/api", "/auth"],
    },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
