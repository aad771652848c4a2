import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "ML Model Management";
const DESCRIPTION = "Prediction models, their versions, training runs and measured performance.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.models,
  noIndex: true,
});

export default function ModelsPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "ML Model Management", path: routes.admin.models }]}
      links={[
        { label: "Admin dashboard", href: routes.admin.dashboard },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
