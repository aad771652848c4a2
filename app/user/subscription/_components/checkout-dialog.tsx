"use client";

import * as React from "react";
import { ExternalLinkIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { apiFetch } from "@/lib/api/client";
import {
  CHECKOUT_PROVIDERS,
  checkoutBody,
  checkoutOutcome,
  chooseCurrency,
  chooseProvider,
  defaultChoice,
  formatPlanPrice,
  NO_PROVIDER_SENTENCE,
  PROVIDER_NOT_CONFIGURED,
  providerOption,
  type CheckoutChoice,
  type CheckoutCurrency,
  type CheckoutProviderId,
} from "@/lib/payments/checkout-options.rules";

import type { PlanCardData } from "./plan-card";

export interface CheckoutStarted {
  url: string;
  reference: string | null;
  /** False when the browser blocked the new tab: the page offers a link instead. */
  tabOpened: boolean;
}

interface CheckoutDialogProps {
  plan: PlanCardData | null;
  providers: Record<CheckoutProviderId, boolean>;
  onOpenChange: (open: boolean) => void;
  onStarted: (started: CheckoutStarted) => void;
}

/**
 * Subscribe → choose the provider and currency → the provider's page opens in a new tab and the dialog
 * closes. Flutterwave in USD is the default; Paystack is NGN only; crypto is USD.
 */
export function CheckoutDialog({ plan, providers, onOpenChange, onStarted }: CheckoutDialogProps) {
  const initial = defaultChoice(providers);
  const [choice, setChoice] = React.useState<CheckoutChoice | null>(initial);
  const [busy, setBusy] = React.useState(false);

  // Each opening starts from the default choice.
  const [openedFor, setOpenedFor] = React.useState<string | null>(null);
  if (plan && plan.id !== openedFor) {
    setOpenedFor(plan.id);
    setChoice(initial);
  }

  function pay() {
    if (!plan || !choice) return;
    const option = providerOption(choice.provider);
    // Opened now, inside the click, so popup blockers allow it; pointed at the provider when the API answers.
    const tab = window.open("", "_blank");
    if (tab) {
      tab.opener = null;
      try {
        tab.document.title = "Opening the payment page…";
        tab.document.body.textContent = `Opening ${option.label}…`;
      } catch {
        // Only a courtesy message; the tab is navigated either way.
      }
    }
    setBusy(true);
    void apiFetch<Record<string, unknown>>(option.path, { method: "POST", body: checkoutBody(choice, plan.id) }).then(
      (result) => {
        setBusy(false);
        const outcome = checkoutOutcome(choice.provider, result);
        if (outcome.kind === "error") {
          tab?.close();
          toast.error(outcome.title, { description: outcome.description });
          return;
        }
        const tabOpened = Boolean(tab && !tab.closed);
        if (tabOpened) tab!.location.href = outcome.url;
        onStarted({ url: outcome.url, reference: outcome.reference, tabOpened });
        onOpenChange(false);
      },
    );
  }

  const selected = choice ? providerOption(choice.provider) : null;
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Subscribe to {plan?.name}</DialogTitle>
          {/* Nothing to choose without a provider: the dialog says so in one sentence and offers no Pay button. */}
          <DialogDescription data-testid="checkout-description">
            {choice
              ? `30 days of ${plan?.name}. Choose how to pay; the payment page opens in a new tab.`
              : NO_PROVIDER_SENTENCE}
          </DialogDescription>
        </DialogHeader>

        {!choice ? null : (
          <div className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Payment provider</legend>
              <RadioGroup
                value={choice.provider}
                onValueChange={(value) => setChoice(chooseProvider(choice, value as CheckoutProviderId))}
                aria-label="Payment provider"
              >
                {CHECKOUT_PROVIDERS.map((option) => {
                  const configured = providers[option.id];
                  return (
                    <div
                      key={option.id}
                      className="flex items-start gap-3 rounded-md border p-3 data-[disabled=true]:opacity-60"
                      data-disabled={!configured}
                    >
                      <RadioGroupItem
                        id={`provider-${option.id}`}
                        value={option.id}
                        disabled={!configured}
                        className="mt-0.5"
                      />
                      <div className="flex flex-col gap-1">
                        <Label htmlFor={`provider-${option.id}`}>{option.label}</Label>
                        <span className="text-xs text-muted-foreground">
                          {configured ? option.note : PROVIDER_NOT_CONFIGURED}
                        </span>
                      </div>
                    </div>
                  );
                })}
              </RadioGroup>
            </fieldset>

            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Currency</legend>
              <RadioGroup
                value={choice.currency}
                onValueChange={(value) => setChoice(chooseCurrency(choice, value as CheckoutCurrency))}
                aria-label="Currency"
                className="flex gap-6"
              >
                {selected!.currencies.map((currency) => (
                  <div key={currency} className="flex items-center gap-2">
                    <RadioGroupItem id={`currency-${currency}`} value={currency} />
                    <Label htmlFor={`currency-${currency}`}>{currency}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>

            {plan ? (
              <p className="text-sm" data-testid="checkout-total">
                You pay <strong>{formatPlanPrice(plan, choice.currency)}</strong> for 30 days
                {choice.currency === "NGN" ? (
                  <span className="text-muted-foreground">
                    {" "}
                    ({formatPlanPrice(plan, "USD")} at the day&apos;s rate)
                  </span>
                ) : null}
                .
              </p>
            ) : null}
          </div>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {choice ? "Cancel" : "Close"}
          </Button>
          {selected ? (
            <BusyButton
              type="button"
              variant="brand"
              busy={busy}
              busyLabel="Opening payment page..."
              icon={ExternalLinkIcon}
              onClick={pay}
            >
              Pay with {selected.label}
            </BusyButton>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
