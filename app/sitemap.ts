import type { MetadataRoute } from "next";
import { cacheLife } from "next/cache";

import { PUBLIC_SITEMAP_ROUTES } from "@/lib/seo/sitemap-routes";
import { runtimeSiteUrl } from "@/lib/seo/runtime-origin";
import { absoluteUrl } from "@/lib/seo/site-url";

// sitemap.xml: every public route. Pages without their own date use the time this sitemap was generated,
// cached for good, so the sitemap stays static. URLs use the running server's origin (runtimeSiteUrl),
// which server start-up expires: the sitemap is generated again by each new server (static pages only
// change with a deploy, which restarts it), and that is the date it gives.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [generated, siteUrl] = await Promise.all([generatedAt(), runtimeSiteUrl()]);
  return PUBLIC_SITEMAP_ROUTES.map((route) => ({
    url: absoluteUrl(route.path, siteUrl),
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
