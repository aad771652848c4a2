import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Database";
const DESCRIPTION = "Database mode, size, migrations and demo-data controls.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.database,
  noIndex: true,
});

export default function DatabasePage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Database", path: routes.admin.database }]}
      links={[
        { label: "Admin dashboard", href: routes.admin.dashboard },
        { label: "Back to home", href: routes.home },
      ]}
    />
  );
}
