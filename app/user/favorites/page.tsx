import { requirePageUser } from "@/lib/auth/page-guards";
import { searchLeagues } from "@/lib/catalogue/reference.service";
import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { FavoritesSkeleton } from "./_components/favorites-skeleton";
import { FavoritesTabs } from "./_components/favorites-tabs";

const PAGE = {
  title: "My Favorites",
  description: "Your favourite predictions, teams and leagues in one place.",
  path: routes.user.favorites,
};

export const metadata = memberPageMetadata(PAGE);

export default function FavoritesPage() {
  return (
    <MemberPage page={PAGE} fallback={<FavoritesSkeleton />}>
      <MemberFavorites />
    </MemberPage>
  );
}

/** Checks the session on the server; the lists load in the browser through the store the hearts share. */
async function MemberFavorites() {
  await requirePageUser();
  const leagues = await searchLeagues({ search: undefined, sport: undefined });
  return <FavoritesTabs leagues={leagues.map(({ id, name, sport }) => ({ id, name, sport }))} />;
}
