import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { listPredictionReference } from "@/lib/predictions/admin.service";
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
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  const reference = await listPredictionReference();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Prediction Management", path: routes.admin.predictions }]} />
      <PredictionsConsole reference={reference} />
    </div>
  );
}
