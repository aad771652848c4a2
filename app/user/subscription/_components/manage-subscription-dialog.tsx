"use client";

import * as React from "react";
import { CalendarXIcon, RotateCcwIcon } from "lucide-react";
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
import { apiFetch } from "@/lib/api/client";
import { formatPeriodDate, type MemberSubscription } from "@/lib/subscriptions/subscription-state.rules";

type Subscription = NonNullable<MemberSubscription["subscription"]>;

interface ManageSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  planName: string;
  onChanged: (subscription: Subscription) => void;
}

/**
 * Manage Subscription: cancel at the end of the paid period (after a confirmation step) or resume before
 * it ends. Nothing is refunded and the plan stays active until the end date either way.
 */
export function ManageSubscriptionDialog({
  open,
  onOpenChange,
  subscription,
  planName,
  onChanged,
}: ManageSubscriptionDialogProps) {
  const [confirming, setConfirming] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const endDate = formatPeriodDate(subscription.endDate);

  function close(next: boolean) {
    if (busy) return;
    if (!next) setConfirming(false);
    onOpenChange(next);
  }

  async function change(action: "cancel" | "resume") {
    setBusy(true);
    const result = await apiFetch<Subscription>(`/user/subscription/${action}`, { method: "POST" });
    setBusy(false);
    if (!result.success) {
      toast.error(action === "cancel" ? "Failed to cancel subscription" : "Failed to resume subscription", {
        description: result.error,
      });
      return;
    }
    onChanged(result.data);
    setConfirming(false);
    onOpenChange(false);
    if (action === "cancel")
      toast.success("Subscription cancelled", { description: `${planName} stays active until ${endDate}.` });
    else toast.success("Subscription resumed", { description: `${planName} continues after ${endDate}.` });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        {confirming ? (
          <>
            <DialogHeader>
              <DialogTitle>Cancel your {planName} plan?</DialogTitle>
              <DialogDescription>
                You keep {planName} until {endDate}; after that your account returns to the Free plan. You can resume
                any time before then.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                Keep my plan
              </Button>
              <BusyButton
                type="button"
                variant="destructive"
                busy={busy}
                busyLabel="Cancelling..."
                icon={CalendarXIcon}
                onClick={() => void change("cancel")}
              >
                Confirm cancellation
              </BusyButton>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Manage subscription</DialogTitle>
              <DialogDescription>
                {subscription.cancelAtPeriodEnd
                  ? `Your ${planName} plan is cancelled and ends on ${endDate}.`
                  : `Your ${planName} plan is active until ${endDate}. It does not renew by itself: pay again ` +
                    `before then to extend it.`}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Close
              </Button>
              {subscription.cancelAtPeriodEnd ? (
                <BusyButton
                  type="button"
                  variant="brand"
                  busy={busy}
                  busyLabel="Resuming..."
                  icon={RotateCcwIcon}
                  onClick={() => void change("resume")}
                >
                  Resume subscription
                </BusyButton>
              ) : (
                <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                  <CalendarXIcon aria-hidden="true" />
                  Cancel at period end
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
