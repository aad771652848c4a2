import { cachedLeagueOptions } from "@/lib/browse/browse.cache";
import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { FavoritesTabs } from "./_components/favorites-tabs";

const PAGE = {
  title: "My Favorites",
  description: "Your favourite predictions, teams and leagues in one place.",
  path: routes.user.favorites,
};

export const metadata = memberPageMetadata(PAGE);

// A static shell: the league choices are public and cached; the member's favourites load in the browser
// through the store the hearts share (docs/decisions.md, "Signed-in pages as static shells").
export default async function FavoritesPage() {
  const leagues = await cachedLeagueOptions();
  return (
    <MemberPage page={PAGE}>
      <FavoritesTabs leagues={leagues} />
    </MemberPage>
  );
}
