import { SubscriptionSkeleton } from "./_components/subscription-skeleton";

export default function SubscriptionLoading() {
  return (
    <div className="container w-full py-10 sm:py-14">
      <SubscriptionSkeleton />
    </div>
  );
}
