"use client";

import { ExternalLinkIcon, Loader2Icon, RotateCwIcon, SettingsIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { trialLabel } from "@/lib/growth/trial.rules";
import { formatMinorAmount } from "@/lib/payments/checkout-options.rules";
import { daysLeft } from "@/lib/subscriptions/periods.rules";
import { canManage, formatPeriodDate, type MemberSubscription } from "@/lib/subscriptions/subscription-state.rules";

const PROVIDER_LABEL: Record<string, string> = {
  paystack: "Paystack",
  flutterwave: "Flutterwave",
  nowpayments: "NOWPayments",
  manual: "manual payment",
};

interface CurrentPlanCardProps {
  state: MemberSubscription;
  planName: (planId: string) => string;
  polling: boolean;
  checking: boolean;
  /** The provider page of the checkout started from this tab (to reopen it). */
  checkoutUrl: string | null;
  onCheckNow: () => void;
  onManage: () => void;
}

/** The member's plan, its status and period end, Manage Subscription, and any checkout still waiting. */
export function CurrentPlanCard({
  state,
  planName,
  polling,
  checking,
  checkoutUrl,
  onCheckNow,
  onManage,
}: CurrentPlanCardProps) {
  const { subscription, pendingOrder, queued } = state;
  const active = subscription?.status === "ACTIVE";
  const manageable = canManage(subscription);
  const onTrial = active && subscription.source === "TRIAL" && subscription.endDate !== null;
  const trialDays = onTrial ? daysLeft(new Date(subscription.endDate!), new Date()) : 0;
  return (
    <Card aria-labelledby="current-plan-title" data-testid="current-plan">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <h2 id="current-plan-title">Your plan: {active ? planName(subscription.plan) : "Free"}</h2>
          {subscription ? (
            <Badge
              variant={active ? (subscription.cancelAtPeriodEnd ? "warning" : "success") : "muted"}
              data-testid="subscription-status"
            >
              {onTrial
                ? trialLabel(trialDays)
                : active
                  ? subscription.cancelAtPeriodEnd
                    ? "Cancels at period end"
                    : "Active"
                  : statusWord(subscription.status)}
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          {onTrial
            ? `Your free trial gives you Premium until ${formatPeriodDate(subscription.endDate)}.`
            : active && subscription.endDate
              ? subscription.cancelAtPeriodEnd
                ? `Ends on ${formatPeriodDate(subscription.endDate)}.`
                : `Paid until ${formatPeriodDate(subscription.endDate)}.`
              : subscription
                ? `Your last ${planName(subscription.plan)} subscription ended ` +
                  `${formatPeriodDate(subscription.endDate)}.`
                : "You are on the Free plan. Choose a plan below to unlock more."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {queued.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="queued-periods">
            {queued.map((period) => (
              <li key={period.id}>
                {period.source === "TRIAL" || period.source === "REFERRAL"
                  ? `Your free ${planName(period.plan)} days start on ${formatPeriodDate(period.startDate)}.`
                  : `Your ${planName(period.plan)} plan starts on ${formatPeriodDate(period.startDate)}.`}
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button type="button" variant="outline" onClick={onManage} disabled={!manageable}>
            <SettingsIcon aria-hidden="true" />
            Manage Subscription
          </Button>
        </div>

        {pendingOrder ? (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm"
            data-testid="pending-order"
          >
            <p className="flex items-center gap-2 font-medium">
              {polling ? <Loader2Icon aria-hidden="true" className="size-4 animate-spin" /> : null}
              Waiting for your payment of {formatMinorAmount(pendingOrder.amountMinor, pendingOrder.currency)} for{" "}
              {planName(pendingOrder.plan)} via {PROVIDER_LABEL[pendingOrder.provider] ?? pendingOrder.provider}
            </p>
            <p className="text-muted-foreground">
              {polling
                ? "Finish paying in the provider's tab. This page updates by itself as soon as the payment is " +
                  "confirmed."
                : "If you have paid, check again; otherwise start a new checkout from a plan below."}{" "}
              Reference <code className="text-xs">{pendingOrder.reference}</code>.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="outline" onClick={onCheckNow} disabled={checking}>
                <RotateCwIcon aria-hidden="true" className={checking ? "animate-spin" : undefined} />
                Check again
              </Button>
              {checkoutUrl ? (
                <Button asChild size="sm" variant="ghost">
                  <a href={checkoutUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    Open payment page
                  </a>
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function statusWord(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}
