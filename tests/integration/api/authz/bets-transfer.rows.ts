// Matrix rows for the bet tracker's CSV export and import and the privacy export: any signed-in member may call
// them (each answers with the caller's own rows only: tests/integration/api/user/bets-transfer.test.ts and
// privacy-export.test.ts); a visitor gets 401.
import type { AuthzRow } from "./row";

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/user/bets", level: "member", load: () => import("@/app/api/user/bets/route") },
  {
    method: "POST",
    path: "/api/user/bets/import",
    level: "member",
    load: () => import("@/app/api/user/bets/import/route"),
    body: "match_id,market,selection,price,stake,placed_at\n",
  },
  {
    method: "GET",
    path: "/api/user/privacy/export",
    level: "member",
    load: () => import("@/app/api/user/privacy/export/route"),
  },
];
