import { PageHeader } from "@/components/layout/page-header";
import { cachedPredictionReference } from "@/lib/predictions/admin.cache";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { PredictionsConsole } from "./_components/predictions-console";

const TITLE = "Prediction Management";
const DESCRIPTION = "Search, filter, create, edit and generate predictions, and mark picks as premium.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.predictions,
  noIndex: true,
});

export default async function AdminPredictionsPage() {
  // A static shell: the proxy sends other visitors away; the predictions come from the admin API, which
  // authorises every call. The sports and leagues are the same for every admin and not private: read through
  // the cache, they are part of the page.
  const reference = await cachedPredictionReference();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Admin", path: routes.admin.dashboard },
          { name: "Prediction Management", path: routes.admin.predictions },
        ]}
      />
      <PredictionsConsole reference={reference} />
    </div>
  );
}
