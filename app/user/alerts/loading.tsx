import { Skeleton } from "@/components/ui/skeleton";

export default function AlertsLoading() {
  return (
    <div className="container w-full py-10 sm:py-14" aria-busy="true" aria-label="Loading your alerts">
      <div className="flex max-w-5xl flex-col gap-4">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    </div>
  );
}
