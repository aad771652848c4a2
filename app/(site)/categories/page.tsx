import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Betting Categories";
const DESCRIPTION = "Market categories \u2014 match result, goals and points, player props, half-time, specials and live \u2014 with the markets in each.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.categories,
});

export default function CategoriesPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Categories", path: routes.categories }]}
    />
  );
}
