import type { ReactNode } from "react";

import { RoleGate } from "@/components/auth/role-gate";

// Every /user page needs a signed-in member, checked on the server for each request.
export default function MemberLayout({ children }: { children: ReactNode }) {
  return <RoleGate>{children}</RoleGate>;
}
