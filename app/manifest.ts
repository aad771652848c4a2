import type { MetadataRoute } from "next";

import { BRAND_COLORS } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.description,
    start_url: routes.home,
    scope: "/",
    display: "standalone",
    background_color: BRAND_COLORS.lightBackground,
    theme_color: BRAND_COLORS.brand,
    lang: siteConfig.language,
    categories: ["sports", "utilities"],
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
