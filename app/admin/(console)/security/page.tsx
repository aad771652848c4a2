import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { AuditLogTable } from "./_components/audit-log-table";
import { SecurityOverview } from "./_components/security-overview";

const TITLE = "Security";
const DESCRIPTION = "Sign-in lockouts, the limits in force, the session and password policy, and the audit log.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.security,
  noIndex: true,
});

export default function SecurityPage() {
  // A static shell: the proxy sends other visitors away; the figures come from GET /api/admin/security and the
  // audit log from GET /api/admin/audit-log, which authorise every call.
  return (
    <div className="container flex w-full flex-col gap-10 py-10 sm:py-14">
      <PageHeader
        className="pb-0 sm:pb-0"
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Security", path: routes.admin.security },
        ]}
      />
      <SecurityOverview />
      <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
        <h2 id="audit-heading" className="text-xl font-semibold">
          Audit log
        </h2>
        <p className="text-sm text-muted-foreground">Every admin change and payment state change, newest first.</p>
        <AuditLogTable />
      </section>
    </div>
  );
}
