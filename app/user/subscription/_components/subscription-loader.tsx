"use client";

import { useSearchParams } from "next/navigation";

import { LoadError } from "@/components/member/load-error";
import { useMemberData } from "@/components/member/use-member-data";
import type { TrialStatus } from "@/lib/growth/trial.rules";
import { parsePaymentReturn, type MemberSubscription } from "@/lib/subscriptions/subscription-state.rules";

import type { PlansData } from "./plan-card";
import { SubscriptionSkeleton } from "./subscription-skeleton";
import { SubscriptionView } from "./subscription-view";

/**
 * Reads the plan cards (GET /api/plans, which marks the caller's plan), the member's subscription (GET
 * /api/user/subscription) and whether they may start the trial (GET /api/user/trial) once the static page has
 * loaded, then shows the subscription page. `?payment=` is where a payer lands back from a provider.
 */
export function SubscriptionLoader() {
  const payment = useSearchParams().get("payment");
  const plans = useMemberData<PlansData>("/plans");
  const subscription = useMemberData<MemberSubscription>("/user/subscription");
  // The trial's offer is extra: the page shows without it when it cannot be read.
  const trial = useMemberData<TrialStatus>("/user/trial");
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
      trial={trial.state.data}
      paymentReturn={parsePaymentReturn(payment)}
    />
  );
}
