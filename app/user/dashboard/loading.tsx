import { DashboardSkeleton } from "./_components/dashboard-skeleton";

export default function DashboardLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <DashboardSkeleton />
    </div>
  );
}
