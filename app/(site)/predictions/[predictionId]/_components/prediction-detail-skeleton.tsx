import { Skeleton } from "@/components/ui/skeleton";

export function PredictionDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading prediction" className="flex flex-col gap-6">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <Skeleton className="h-72 w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
