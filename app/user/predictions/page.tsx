import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "My Predictions";
const DESCRIPTION = "The history of predictions you follow, filterable by date range, status and league.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.predictions,
  noIndex: true,
});

export default function MyPredictionsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }, { name: "My Predictions", path: routes.user.predictions }]}
      links={[
        { label: "Dashboard", href: routes.user.dashboard },
        { label: "Browse predictions", href: routes.predictions },
      ]}
    />
  );
}
