import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page-guards";
import { searchLeagues } from "@/lib/catalogue/reference.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { FavoritesSkeleton } from "./_components/favorites-skeleton";
import { FavoritesTabs } from "./_components/favorites-tabs";

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
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Dashboard", path: routes.user.dashboard },
          { name: "My Favorites", path: routes.user.favorites },
        ]}
      />
      <Suspense fallback={<FavoritesSkeleton />}>
        <MemberFavorites />
      </Suspense>
    </div>
  );
}

/** Checks the session on the server; the lists load in the browser through the store the hearts share. */
async function MemberFavorites() {
  await requirePageUser();
  const leagues = await searchLeagues({ search: undefined, sport: undefined });
  return <FavoritesTabs leagues={leagues.map(({ id, name, sport }) => ({ id, name, sport }))} />;
}
