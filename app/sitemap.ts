import type { MetadataRoute } from "next";
import { cacheLife } from "next/cache";

import { PUBLIC_SITEMAP_ROUTES } from "@/lib/seo/sitemap-routes";
import { absoluteUrl } from "@/lib/seo/site-url";

// sitemap.xml: every public route. Pages without their own date use the time this sitemap was generated,
// cached for good (the build time: static pages only change with a deploy), so the sitemap stays static.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const generated = await generatedAt();
  return PUBLIC_SITEMAP_ROUTES.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: route.lastModified ?? generated,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}

async function generatedAt(): Promise<string> {
  "use cache";
  cacheLife("max");
  return new Date().toISOString();
}
