import type { AuthzRow } from "./row";

// Prediction management: the admin console's reads and the predictions API's admin writes. Write
// rows send bodies that fail validation (or a made-up id that answers 404), so an allowed caller changes nothing.
const predictionId = "00000000-0000-4000-8000-000000000000";

export const rows: AuthzRow[] = [
  {
    method: "GET",
    path: "/api/admin/predictions",
    level: "admin",
    load: () => import("@/app/api/admin/predictions/route"),
  },
  {
    method: "GET",
    path: "/api/admin/predictions/upcoming-matches",
    level: "admin",
    load: () => import("@/app/api/admin/predictions/upcoming-matches/route"),
  },
  {
    method: "POST",
    path: "/api/predictions/manual",
    level: "admin",
    load: () => import("@/app/api/predictions/manual/route"),
    body: {},
  },
  {
    method: "POST",
    path: "/api/predictions/generate",
    level: "admin",
    load: () => import("@/app/api/predictions/generate/route"),
    body: {},
  },
  {
    method: "PUT",
    path: "/api/predictions/[predictionId]",
    level: "admin",
    load: () => import("@/app/api/predictions/[predictionId]/route"),
    params: { predictionId },
    body: {},
  },
  {
    method: "DELETE",
    path: "/api/predictions/[predictionId]",
    level: "admin",
    load: () => import("@/app/api/predictions/[predictionId]/route"),
    params: { predictionId },
    body: {},
  },
];
