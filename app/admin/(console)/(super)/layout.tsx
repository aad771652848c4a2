import type { ReactNode } from "react";

import { RoleGate } from "@/components/auth/role-gate";

// Users, global settings and API keys are super-admin screens.
export default function SuperAdminLayout({ children }: { children: ReactNode }) {
  return <RoleGate role="SUPER_ADMIN">{children}</RoleGate>;
}
