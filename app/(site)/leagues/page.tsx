import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Leagues";
const DESCRIPTION = "Every league we cover, searchable by name or country and filterable by sport, with measured statistics per league.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.leagues,
});

export default function LeaguesPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Leagues", path: routes.leagues }]}
    />
  );
}
