import { Skeleton } from "@/components/ui/skeleton";

export function SubscriptionSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true" aria-label="Loading your subscription">
      <Skeleton className="h-40 max-w-3xl rounded-xl" />
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-96 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
