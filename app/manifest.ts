import type { MetadataRoute } from "next";

import { BRAND_COLORS } from "@/lib/seo/metadata";
import { routes, siteConfig } from "@/lib/site-config";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.description,
    id: routes.home,
    start_url: routes.home,
    scope: "/",
    display: "standalone",
    background_color: BRAND_COLORS.lightBackground,
    theme_color: BRAND_COLORS.brand,
    lang: siteConfig.language,
    categories: ["sports", "utilities"],
    // PNGs drawn by scripts/generate-app-icons.mjs: installers want 192 and 512 pixel PNGs, and Android launchers
    // a maskable one that may be cut to any shape.
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
