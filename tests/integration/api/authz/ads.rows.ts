import type { AuthzRow } from "./row";

const AD = { adId: "00000000-0000-4000-8000-000000000000" };

// The ad console's routes. Write rows send bodies that fail validation, so allowed callers change nothing.
export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/admin/ads", level: "admin", load: () => import("@/app/api/admin/ads/route") },
  { method: "POST", path: "/api/admin/ads", level: "admin", load: () => import("@/app/api/admin/ads/route"), body: {} },
  {
    method: "DELETE",
    path: "/api/admin/ads/[adId]",
    level: "admin",
    load: () => import("@/app/api/admin/ads/[adId]/route"),
    params: AD,
    body: {},
  },
  {
    method: "PATCH",
    path: "/api/admin/ads/[adId]/status",
    level: "admin",
    load: () => import("@/app/api/admin/ads/[adId]/status/route"),
    params: AD,
    body: {},
  },
  {
    method: "GET",
    path: "/api/admin/ads/settings",
    level: "admin",
    load: () => import("@/app/api/admin/ads/settings/route"),
  },
  {
    method: "PUT",
    path: "/api/admin/ads/settings",
    level: "admin",
    load: () => import("@/app/api/admin/ads/settings/route"),
    body: {},
  },
];
