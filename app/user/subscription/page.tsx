import { requirePageUser } from "@/lib/auth/page-guards";
import { parsePaymentReturn } from "@/lib/subscriptions/subscription-state.rules";
import { listPlansFor } from "@/lib/subscriptions/plans.service";
import { getMemberSubscription } from "@/lib/subscriptions/subscriptions.service";
import { routes } from "@/lib/site-config";
import { MemberPage, memberPageMetadata } from "@/components/member/member-page";

import { SubscriptionSkeleton } from "./_components/subscription-skeleton";
import { SubscriptionView } from "./_components/subscription-view";

const PAGE = {
  title: "Subscription",
  description: "Compare plans, subscribe or renew, and manage your current plan.",
  path: routes.user.subscription,
};

export const metadata = memberPageMetadata(PAGE);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function SubscriptionPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <MemberPage page={PAGE} fallback={<SubscriptionSkeleton />}>
      <MemberSubscription searchParams={searchParams} />
    </MemberPage>
  );
}

/** Checks the session on the server, then reads the plans and the member's subscription for the first paint. */
async function MemberSubscription({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageUser();
  const [plans, subscription, query] = await Promise.all([listPlansFor(caller), getMemberSubscription(caller.user.id), searchParams]);
  const payment = typeof query.payment === "string" ? query.payment : null;
  return <SubscriptionView initialPlans={plans} initialSubscription={subscription} paymentReturn={parsePaymentReturn(payment)} />;
}
