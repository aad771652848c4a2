// Global settings and the Data Scraping tab: every method is super-admin only.
import type { AuthzRow } from "./row";

export const rows: AuthzRow[] = [
  {
    method: "GET",
    path: "/api/admin/settings",
    level: "super_admin",
    load: () => import("@/app/api/admin/settings/route"),
  },
  // A body without `value` fails validation (422), so nothing is written.
  {
    method: "PUT",
    path: "/api/admin/settings/[key]",
    level: "super_admin",
    load: () => import("@/app/api/admin/settings/[key]/route"),
    params: { key: "scraping_interval_hours" },
    body: {},
  },
  // Reset changes every setting: checked only for the callers it must refuse.
  {
    method: "POST",
    path: "/api/admin/settings/reset",
    level: "super_admin",
    load: () => import("@/app/api/admin/settings/reset/route"),
  },
  {
    method: "GET",
    path: "/api/admin/scraping",
    level: "super_admin",
    load: () => import("@/app/api/admin/scraping/route"),
  },
  {
    method: "GET",
    path: "/api/admin/scraping/sources",
    level: "super_admin",
    load: () => import("@/app/api/admin/scraping/sources/route"),
  },
  {
    method: "POST",
    path: "/api/admin/scraping/sources",
    level: "super_admin",
    load: () => import("@/app/api/admin/scraping/sources/route"),
    body: {},
  },
  // Starting and stopping jobs: refused callers only.
  {
    method: "POST",
    path: "/api/admin/scraping/jobs",
    level: "super_admin",
    load: () => import("@/app/api/admin/scraping/jobs/route"),
  },
  {
    method: "POST",
    path: "/api/admin/scraping/jobs/stop",
    level: "super_admin",
    load: () => import("@/app/api/admin/scraping/jobs/stop/route"),
  },
];
