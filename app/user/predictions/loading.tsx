import { TrackedHistorySkeleton } from "./_components/tracked-history-skeleton";

export default function MyPredictionsLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <TrackedHistorySkeleton />
    </div>
  );
}
