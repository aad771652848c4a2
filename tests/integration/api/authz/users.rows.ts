import type { AuthzRow } from "./row";

// The users API (app/api/users/**): the list, one user, edits and deletes are super-admin only; creating a
// user, the stats and the caller's recent creations are admin-level. Write bodies fail validation (400/422)
// for allowed callers, so the matrix changes nothing.
const USER_ID = "00000000-0000-4000-8000-000000000000";

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/users", level: "super_admin", load: () => import("@/app/api/users/route") },
  { method: "POST", path: "/api/users", level: "admin", load: () => import("@/app/api/users/route"), body: {} },
  { method: "GET", path: "/api/users/stats", level: "admin", load: () => import("@/app/api/users/stats/route") },
  { method: "GET", path: "/api/users/recent", level: "admin", load: () => import("@/app/api/users/recent/route") },
  {
    method: "GET",
    path: "/api/users/[userId]",
    level: "super_admin",
    load: () => import("@/app/api/users/[userId]/route"),
    params: { userId: USER_ID },
  },
  {
    method: "PUT",
    path: "/api/users/[userId]",
    level: "super_admin",
    load: () => import("@/app/api/users/[userId]/route"),
    params: { userId: USER_ID },
    body: {},
  },
  // A made-up id: an allowed caller gets 404 and nothing is deleted (the body is ignored).
  {
    method: "DELETE",
    path: "/api/users/[userId]",
    level: "super_admin",
    load: () => import("@/app/api/users/[userId]/route"),
    params: { userId: USER_ID },
    body: {},
  },
];
