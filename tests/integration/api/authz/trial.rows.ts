import type { AuthzRow } from "./row";

// The member's own trial (app/api/user/trial): any signed-in member, never an anonymous caller. There is no id in the
// path: each caller reads and starts only their own.
const trial = () => import("@/app/api/user/trial/route");

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/user/trial", level: "member", load: trial },
  // Without a body: a signed-in caller would start a real trial; only the refusals are checked.
  { method: "POST", path: "/api/user/trial", level: "member", load: trial },
];
