import type { AuthzRow } from "./row";

// The member's own play limits (app/api/user/play-limits/**): any signed-in member, never an anonymous caller.
// Each caller acts on their own row only: there is no id in the path to reach another member's limits.
const limits = () => import("@/app/api/user/play-limits/route");
const pause = () => import("@/app/api/user/play-limits/pause/route");
const budget = () => import("@/app/api/user/play-limits/budget/route");

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/user/play-limits", level: "member", load: limits },
  {
    method: "PUT",
    path: "/api/user/play-limits",
    level: "member",
    load: limits,
    body: { weeklyBudget: 200, realityCheckMinutes: null },
  },
  // Without a body: a signed-in caller would start a real time-out; only the refusals are checked.
  { method: "POST", path: "/api/user/play-limits/pause", level: "member", load: pause },
  { method: "DELETE", path: "/api/user/play-limits/pause", level: "member", load: pause, body: {} },
  { method: "GET", path: "/api/user/play-limits/budget", level: "member", load: budget },
];
