import { Skeleton } from "@/components/ui/skeleton";

export function FavoritesSkeleton({ label = "Loading your favourites" }: { label?: string }) {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={label}>
      <Skeleton className="h-9 w-80 max-w-full" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}
