import { CheckIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPlanPrice } from "@/lib/payments/checkout-options.rules";
import type { listPlansFor } from "@/lib/payments/plans.service";
import { cn } from "@/lib/utils";

export type PlansData = Awaited<ReturnType<typeof listPlansFor>>;
export type PlanCardData = PlansData["plans"][number];

interface PlanCardProps {
  plan: PlanCardData;
  /** The plan of the member's ACTIVE subscription (FREE without one). */
  current: boolean;
  /** Another checkout is starting: buttons wait. */
  disabled?: boolean;
  onSubscribe: (plan: PlanCardData) => void;
}

/** One plan from the plans table: prices in USD and NGN, its features, Current / Most Popular, Subscribe. */
export function PlanCard({ plan, current, disabled, onSubscribe }: PlanCardProps) {
  const free = plan.priceUsd <= 0;
  return (
    <Card
      role="group"
      aria-label={`${plan.name} plan`}
      className={cn(
        "relative flex flex-col",
        plan.popular && "border-brand shadow-md",
        current && "ring-2 ring-brand/60",
      )}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">
            <h2>{plan.name}</h2>
          </CardTitle>
          {plan.popular ? <Badge variant="brand">Most Popular</Badge> : null}
          {current ? <Badge variant="success">Current</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <p className="text-3xl font-bold tracking-tight">
            {free ? "Free" : formatPlanPrice(plan, "USD")}
            {free ? null : <span className="text-sm font-normal text-muted-foreground"> / month</span>}
          </p>
          {free ? null : <p className="text-sm text-muted-foreground">{formatPlanPrice(plan, "NGN")} / month</p>}
        </div>
        <ul className="flex flex-col gap-2 text-sm" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {current ? (
          <Button type="button" variant="outline" className="w-full" disabled>
            Current Plan
          </Button>
        ) : free ? (
          <Button type="button" variant="outline" className="w-full" disabled>
            Included with your account
          </Button>
        ) : (
          <Button
            type="button"
            variant={plan.popular ? "brand" : "default"}
            className="w-full"
            disabled={disabled}
            onClick={() => onSubscribe(plan)}
          >
            Subscribe
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
