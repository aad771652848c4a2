import type { ReactNode } from "react";

import { RoleGate } from "@/components/auth/role-gate";

// Users, global settings and API keys are super-admin screens (admin-side spec §2, §6).
export default function SuperAdminLayout({ children }: { children: ReactNode }) {
  return <RoleGate role="SUPER_ADMIN">{children}</RoleGate>;
}
