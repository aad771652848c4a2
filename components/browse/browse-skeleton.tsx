import { Skeleton } from "@/components/ui/skeleton";

/** Summary cards and a card grid while a browse page's data loads. */
export function BrowseSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-10">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
