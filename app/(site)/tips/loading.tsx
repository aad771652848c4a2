import { TipsSkeleton } from "@/components/tips/tips-skeleton";

export default function TipsLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <TipsSkeleton />
    </div>
  );
}
