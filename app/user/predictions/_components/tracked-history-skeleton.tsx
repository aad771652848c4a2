import { Skeleton } from "@/components/ui/skeleton";

export function TrackedHistorySkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading your predictions">
      <Skeleton className="h-20 w-full rounded-xl" />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}
