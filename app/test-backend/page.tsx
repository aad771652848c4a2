import { RoleGate } from "@/components/auth/role-gate";
import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { BackendTests } from "./_components/backend-tests";

const TITLE = "Backend Integration Tests";
const DESCRIPTION =
  "Run each API endpoint test, or all of them in sequence, and see Pass or Fail with the JSON result.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.testBackend,
  noIndex: true,
});

// The backend test page. The original left it unprotected; here it is for admins, since two of
// its calls are admin-only and its answers describe the running system.
export default function TestBackendPage() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[{ name: "Backend Tests", path: routes.testBackend }]}
      />
      <RoleGate role="ADMIN">
        <SignedInTests />
      </RoleGate>
    </div>
  );
}

async function SignedInTests() {
  const caller = await requirePageRole("ADMIN");
  return <BackendTests email={caller.user.email} role={caller.role} />;
}
