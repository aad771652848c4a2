import type { AuthzRow } from "./row";

const MODEL = { modelId: "no-such-model" };

// The ML models console's routes. Train and backtest have no body and would queue a job: checked for refused callers
// only.
export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/admin/models", level: "admin", load: () => import("@/app/api/admin/models/route") },
  {
    method: "GET",
    path: "/api/admin/models/backtests",
    level: "admin",
    load: () => import("@/app/api/admin/models/backtests/route"),
  },
  {
    method: "POST",
    path: "/api/admin/models",
    level: "admin",
    load: () => import("@/app/api/admin/models/route"),
    body: {},
  },
  {
    method: "GET",
    path: "/api/admin/models/[modelId]/runs",
    level: "admin",
    load: () => import("@/app/api/admin/models/[modelId]/runs/route"),
    params: MODEL,
  },
  {
    method: "PATCH",
    path: "/api/admin/models/[modelId]/status",
    level: "admin",
    load: () => import("@/app/api/admin/models/[modelId]/status/route"),
    params: MODEL,
    body: {},
  },
  {
    method: "POST",
    path: "/api/admin/models/[modelId]/backtest",
    level: "admin",
    load: () => import("@/app/api/admin/models/[modelId]/backtest/route"),
    params: MODEL,
  },
  {
    method: "POST",
    path: "/api/admin/models/[modelId]/train",
    level: "admin",
    load: () => import("@/app/api/admin/models/[modelId]/train/route"),
    params: MODEL,
  },
];
