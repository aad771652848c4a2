import { FavoritesSkeleton } from "./_components/favorites-skeleton";

export default function FavoritesLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <FavoritesSkeleton />
    </div>
  );
}
