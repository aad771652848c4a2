"use client";

import { useSearchParams } from "next/navigation";

import { LoadError } from "@/components/member/load-error";
import { useMemberData } from "@/components/member/use-member-data";
import { parsePaymentReturn, type MemberSubscription } from "@/lib/subscriptions/subscription-state.rules";

import type { PlansData } from "./plan-card";
import { SubscriptionSkeleton } from "./subscription-skeleton";
import { SubscriptionView } from "./subscription-view";

/**
 * Reads the plan cards (GET /api/plans, which marks the caller's plan) and the member's subscription (GET
 * /api/user/subscription) once the static page has loaded, then shows the subscription page. `?payment=`
 * is where a payer lands back from a provider.
 */
export function SubscriptionLoader() {
  const payment = useSearchParams().get("payment");
  const plans = useMemberData<PlansData>("/plans");
  const subscription = useMemberData<MemberSubscription>("/user/subscription");
  const failed = plans.state.status === "error" ? plans : subscription.state.status === "error" ? subscription : null;
  if (failed && failed.state.status === "error") {
    return (
      <LoadError
        title="Failed to load your subscription"
        message={failed.state.error}
        onRetry={() => void failed.reload()}
      />
    );
  }
  if (!plans.state.data || !subscription.state.data) return <SubscriptionSkeleton />;
  return (
    <SubscriptionView
      initialPlans={plans.state.data}
      initialSubscription={subscription.state.data}
      paymentReturn={parsePaymentReturn(payment)}
    />
  );
}
