import { PageHeader } from "@/components/layout/page-header";
import { requirePageRole } from "@/lib/auth/page-guards";
import { modelBacktestsOverview } from "@/lib/models/backtest.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { BacktestsSection } from "./_components/backtests-section";
import { ModelsConsole } from "./_components/models-console";

const TITLE = "ML Model Management";
const DESCRIPTION = "Prediction models, their versions, training runs and measured performance.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.models,
  noIndex: true,
});

export default async function ModelsPage() {
  // The layout's gate is for comfort; each admin page checks again.
  const caller = await requirePageRole("ADMIN");
  const backtests = await modelBacktestsOverview();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "ML Model Management", path: routes.admin.models }]} />
      <ModelsConsole />
      <div className="mt-10">
        <BacktestsSection models={backtests} canOverride={caller.role === "SUPER_ADMIN"} />
      </div>
    </div>
  );
}
