import type { ReactNode } from "react";

import { RoleGate } from "@/components/auth/role-gate";

// The admin console (everything under /admin except /admin/login) needs ADMIN or SUPER_ADMIN.
export default function AdminConsoleLayout({ children }: { children: ReactNode }) {
  return <RoleGate role="ADMIN">{children}</RoleGate>;
}
