import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { requirePageUser } from "@/lib/auth/page-guards";
import { parsePaymentReturn } from "@/lib/subscriptions/subscription-state.rules";
import { listPlansFor } from "@/lib/subscriptions/plans.service";
import { getMemberSubscription } from "@/lib/subscriptions/subscriptions.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

import { SubscriptionSkeleton } from "./_components/subscription-skeleton";
import { SubscriptionView } from "./_components/subscription-view";

const TITLE = "Subscription";
const DESCRIPTION = "Compare plans, subscribe or renew, and manage your current plan.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.user.subscription,
  noIndex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function SubscriptionPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[
          { name: "Dashboard", path: routes.user.dashboard },
          { name: "Subscription", path: routes.user.subscription },
        ]}
      />
      <Suspense fallback={<SubscriptionSkeleton />}>
        <MemberSubscription searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

/** Checks the session on the server, then reads the plans and the member's subscription for the first paint. */
async function MemberSubscription({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageUser();
  const [plans, subscription, query] = await Promise.all([listPlansFor(caller), getMemberSubscription(caller.user.id), searchParams]);
  const payment = typeof query.payment === "string" ? query.payment : null;
  return <SubscriptionView initialPlans={plans} initialSubscription={subscription} paymentReturn={parsePaymentReturn(payment)} />;
}
