"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";

import { LoadError } from "@/components/member/load-error";
import { PauseNotice } from "@/components/play/pause-notice";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAuth } from "@/components/providers/use-auth";
import { apiFetch } from "@/lib/api/client";
import {
  returnBanner,
  runsOnFreeDays,
  type Banner,
  type MemberSubscription,
  type PaymentReturn,
} from "@/lib/subscriptions/subscription-state.rules";
import { formatCount } from "@/lib/format/numbers.rules";
import type { TrialStatus } from "@/lib/growth/trial.rules";

import type { CheckoutStarted } from "./checkout-dialog";
import { CheckoutDialog } from "./checkout-dialog";
import { CurrentPlanCard } from "./current-plan-card";
import { ManageSubscriptionDialog } from "./manage-subscription-dialog";
import { TrialCard } from "./trial-card";
import { PlanCard, type PlanCardData, type PlansData } from "./plan-card";
import { useMemberSubscription } from "./use-member-subscription";

interface SubscriptionViewProps {
  initialPlans: PlansData;
  initialSubscription: MemberSubscription;
  /** GET /api/user/trial; null while it loads or when it could not be read. */
  trial: TrialStatus | null;
  /** ?payment=… from the return route, when the payer lands back from a provider. */
  paymentReturn: PaymentReturn | null;
}

const BANNER_ICON = { success: CircleCheckIcon, info: InfoIcon, error: TriangleAlertIcon } as const;
const BANNER_VARIANT = { success: "success", info: "warning", error: "destructive" } as const;

/**
 * The subscription page: the member's plan, the plan cards and the checkout dialog. A checkout opens the
 * provider in a new tab; this tab then polls the pending order and, once a payment activates a plan,
 * refreshes the plan cards and the session (so the header's tier badge follows).
 */
export function SubscriptionView({ initialPlans, initialSubscription, trial, paymentReturn }: SubscriptionViewProps) {
  const { refresh: refreshSession } = useAuth();
  const [plans, setPlans] = React.useState(initialPlans);
  const [checkoutPlan, setCheckoutPlan] = React.useState<PlanCardData | null>(null);
  const [checkoutUrl, setCheckoutUrl] = React.useState<string | null>(null);
  const [manageOpen, setManageOpen] = React.useState(false);
  const [banner, setBanner] = React.useState<Banner | null>(paymentReturn ? returnBanner(paymentReturn) : null);

  const planName = React.useCallback((id: string) => plans.plans.find((plan) => plan.id === id)?.name ?? id, [plans]);

  const onActivated = React.useCallback(
    (planId: string) => {
      const name = planName(planId);
      setCheckoutUrl(null);
      setBanner({ tone: "success", title: "Payment received", description: `Your ${name} subscription is active.` });
      toast.success("Subscription activated", { description: `Welcome to ${name}.` });
      void refreshSession();
      void apiFetch<PlansData>("/plans").then((result) => result.success && setPlans(result.data));
    },
    [planName, refreshSession],
  );

  const { state, error, checking, polling, refresh, replaceSubscription } = useMemberSubscription(
    initialSubscription,
    onActivated,
  );

  // Landing back from a provider: the server already confirmed (or not); the session's stored tier may be
  // older than that, so read the profile again.
  React.useEffect(() => {
    if (paymentReturn === "activated") void refreshSession();
  }, [paymentReturn, refreshSession]);

  function onStarted(started: CheckoutStarted) {
    setCheckoutUrl(started.url);
    setBanner(null);
    if (!started.tabOpened)
      toast.info("Your browser blocked the new tab", {
        description: "Use 'Open payment page' to continue to the provider.",
      });
    void refresh();
  }

  // On the trial (or earned days) Premium is not bought yet: its card offers to subscribe, and the plan starts after.
  const onFreeDays = runsOnFreeDays(state.subscription);
  const BannerIcon = banner ? BANNER_ICON[banner.tone] : null;
  return (
    <div className="flex flex-col gap-8">
      <PauseNotice />
      {banner && BannerIcon ? (
        <Alert variant={BANNER_VARIANT[banner.tone]} data-testid="payment-banner" className="max-w-3xl">
          <BannerIcon aria-hidden="true" />
          <AlertTitle>{banner.title}</AlertTitle>
          <AlertDescription>{banner.description}</AlertDescription>
        </Alert>
      ) : null}

      {error ? <LoadError title="Failed to check subscription" message={error} onRetry={() => void refresh()} /> : null}

      <CurrentPlanCard
        state={state}
        planName={planName}
        polling={polling}
        checking={checking}
        checkoutUrl={checkoutUrl}
        onCheckNow={() => void refresh()}
        onManage={() => setManageOpen(true)}
      />

      {trial ? <TrialCard status={trial} /> : null}

      <section aria-labelledby="plans-title" className="flex flex-col gap-4">
        <h2 id="plans-title" className="text-xl font-semibold">
          Plans
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-5">
          {plans.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.current && !onFreeDays} onSubscribe={setCheckoutPlan} />
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          Prices are per 30 days. NGN prices use 1 USD = {formatCount(plans.ngnRate)} NGN. Paying again while a plan
          runs adds a new period after the current one.
        </p>
      </section>

      <CheckoutDialog
        plan={checkoutPlan}
        providers={plans.providers}
        onOpenChange={(open) => !open && setCheckoutPlan(null)}
        onStarted={onStarted}
      />

      {state.subscription ? (
        <ManageSubscriptionDialog
          open={manageOpen}
          onOpenChange={setManageOpen}
          subscription={state.subscription}
          planName={planName(state.subscription.plan)}
          onChanged={replaceSubscription}
        />
      ) : null}
    </div>
  );
}
