import type { AuthzRow } from "./row";

// API keys: super admins only. POST with {} fails validation and DELETE names a key that does
// not exist (404), so allowed callers change nothing.
export const rows: AuthzRow[] = [
  {
    method: "GET",
    path: "/api/admin/api-keys",
    level: "super_admin",
    load: () => import("@/app/api/admin/api-keys/route"),
  },
  {
    method: "POST",
    path: "/api/admin/api-keys",
    level: "super_admin",
    load: () => import("@/app/api/admin/api-keys/route"),
    body: {},
  },
  {
    method: "DELETE",
    path: "/api/admin/api-keys/[keyId]",
    level: "super_admin",
    load: () => import("@/app/api/admin/api-keys/[keyId]/route"),
    params: { keyId: "00000000-0000-4000-8000-000000000000" },
    body: {},
  },
];
