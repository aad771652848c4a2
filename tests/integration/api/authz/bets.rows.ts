// Matrix rows for the bet tracker and the staking settings: any signed-in member may call them (each answers only
// the caller's own bets), a visitor gets 401. Write rows send bodies that fail validation, so nothing is written.
import type { AuthzRow } from "./row";

const BET = { id: "00000000-0000-4000-8000-000000000000" };

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/user/bets", level: "member", load: () => import("@/app/api/user/bets/route") },
  {
    method: "POST",
    path: "/api/user/bets",
    level: "member",
    load: () => import("@/app/api/user/bets/route"),
    body: {},
  },
  {
    method: "PUT",
    path: "/api/user/bets/[id]",
    level: "member",
    load: () => import("@/app/api/user/bets/[id]/route"),
    params: BET,
    body: { price: 2 },
  },
  {
    method: "DELETE",
    path: "/api/user/bets/[id]",
    level: "member",
    load: () => import("@/app/api/user/bets/[id]/route"),
    params: BET,
    body: {},
  },
  {
    method: "GET",
    path: "/api/user/bets/summary",
    level: "member",
    load: () => import("@/app/api/user/bets/summary/route"),
  },
  {
    method: "GET",
    path: "/api/user/bets/matches",
    level: "member",
    load: () => import("@/app/api/user/bets/matches/route"),
  },
  { method: "GET", path: "/api/user/staking", level: "member", load: () => import("@/app/api/user/staking/route") },
  {
    method: "PUT",
    path: "/api/user/staking",
    level: "member",
    load: () => import("@/app/api/user/staking/route"),
    body: {},
  },
];
