import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Prediction Management";
const DESCRIPTION = "Search, filter, create, edit and generate predictions, and mark picks as premium.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.predictions,
  noIndex: true,
});

export default function AdminPredictionsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Prediction Management", path: routes.admin.predictions }]}
      links={[
        { label: "Admin dashboard", href: routes.admin.dashboard },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
