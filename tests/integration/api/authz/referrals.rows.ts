import type { AuthzRow } from "./row";

// Invitations: the member's own earnings (no id in the path: each caller reads their own), and the admin referral
// ledger with its reversal (admins and super admins, like cancelling a subscription).
const earnings = () => import("@/app/api/user/earnings/route");
const list = () => import("@/app/api/admin/referrals/route");
const reverse = () => import("@/app/api/admin/referrals/[referralId]/reverse/route");

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/user/earnings", level: "member", load: earnings },
  { method: "GET", path: "/api/admin/referrals", level: "admin", load: list },
  {
    method: "POST",
    path: "/api/admin/referrals/[referralId]/reverse",
    level: "admin",
    load: reverse,
    params: { referralId: "00000000-0000-4000-8000-000000000000" },
    body: { reason: "Authorisation matrix" },
  },
];
