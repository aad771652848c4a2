import { Suspense, type ReactNode } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { requirePageRole, requirePageUser } from "@/lib/auth/page-guards";
import type { Role } from "@/lib/accounts/roles.rules";

// Renders its children only for a signed-in caller with the role (any signed-in user without one).
// The check runs on the server for every request; the proxy's earlier redirect is only a convenience.
// Private content never reaches the static shell: it renders after the check, inside Suspense.

async function Gate({ role, children }: { role?: Role; children: ReactNode }) {
  if (role) await requirePageRole(role);
  else await requirePageUser();
  return children;
}

export function RoleGate({ role, children }: { role?: Role; children: ReactNode }) {
  return (
    <Suspense fallback={<GateFallback />}>
      <Gate role={role}>{children}</Gate>
    </Suspense>
  );
}

function GateFallback() {
  return (
    <div className="container space-y-4 py-10" role="status" aria-label="Checking your session">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
