import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "My Favorites";
const DESCRIPTION = "Your favourite predictions, teams and leagues in one place.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.favorites,
  noIndex: true,
});

export default function FavoritesPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      description={DESCRIPTION}
      breadcrumbs={[{ name: "Dashboard", path: routes.user.dashboard }, { name: "My Favorites", path: routes.user.favorites }]}
      links={[
        { label: "Dashboard", href: routes.user.dashboard },
        { label: "Browse predictions", href: routes.predictions },
      ]}
    />
  );
}
