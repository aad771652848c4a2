import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { ScheduleReadout } from "./_components/schedule-readout";

const TITLE = "Schedule";
const DESCRIPTION = "Fixtures in the next 7 days and the next runs of the scheduled jobs.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.schedule,
  noIndex: true,
});

export default function SchedulePage() {
  // A static shell: the proxy sends other visitors away; the schedule comes from GET /api/admin/schedule, which
  // authorises every call.
  return (
    <div className="container flex w-full flex-col gap-10 py-10 sm:py-14">
      <PageHeader
        className="pb-0 sm:pb-0"
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Schedule", path: routes.admin.schedule },
        ]}
      />
      <ScheduleReadout />
    </div>
  );
}
