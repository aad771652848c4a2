import { PageHeader } from "@/components/layout/page-header";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { ModelsConsole } from "./_components/models-console";

const TITLE = "ML Model Management";
const DESCRIPTION = "Prediction models, their versions, training runs and measured performance.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.models,
  noIndex: true,
});

export default function ModelsPage() {
  // A static shell: the proxy sends other visitors away; the models and their backtests come from the admin
  // API, which authorises every call.
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "ML Model Management", path: routes.admin.models },
        ]}
      />
      <ModelsConsole />
    </div>
  );
}
