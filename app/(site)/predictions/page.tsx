import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "All Predictions";
const DESCRIPTION = "Today's machine-learning predictions with confidence, American odds, edge and expected value, filterable by date, sport, league and market.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.predictions,
});

export default function PredictionsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Predictions", path: routes.predictions }]}
    />
  );
}
