"use client";

import * as React from "react";
import { Undo2Icon } from "lucide-react";
import { toast } from "sonner";

import { formatMoney } from "@/lib/format/money.rules";
import { AdminDialog, DialogForm } from "@/components/admin/admin-dialog";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { refundPaymentSchema, type RefundPaymentInput } from "@/lib/payments/admin.input";

export interface RefundTarget {
  reference: string;
  customerEmail: string;
  amountMinor: number;
  refundedAmountMinor: number;
  currency: string;
}

const blankToUndefined = (value: string) => (value?.trim() ? value.trim() : undefined);

/** Refund a paid order through its provider (POST /api/admin/payments/refund); empty amount = all that is left. */
export function RefundDialog({ payment, onRefunded }: { payment: RefundTarget; onRefunded: () => void }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const { register, handleSubmit, formState } = useZodForm(refundPaymentSchema, {
    defaultValues: { reference: payment.reference, amount: undefined, reason: undefined },
  });
  const { errors, isSubmitting } = formState;
  const left = payment.amountMinor - payment.refundedAmountMinor;

  async function onSubmit(input: RefundPaymentInput) {
    const result = await apiFetch<{ status: string }>("/admin/payments/refund", { method: "POST", body: input });
    if (!result.success) {
      toast.error(result.error || "Failed to refund payment");
      return;
    }
    toast.success(
      result.data.status === "PROCESSED" ? "Payment refunded" : "Refund requested; the provider will confirm it",
    );
    setOpen(false);
    onRefunded();
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        label: "Refund",
        icon: Undo2Icon,
        variant: "outline",
        size: "sm",
        ariaLabel: `Refund ${payment.reference}`,
      }}
      title="Refund payment"
      description={
        <>
          {payment.customerEmail}: up to {formatMoney(left, payment.currency)} can be refunded. A full refund cancels
          the subscription it paid for at once.
        </>
      }
    >
      <DialogForm
        onSubmit={handleSubmit(onSubmit)}
        submit={{
          label: "Refund",
          busyLabel: "Refunding...",
          icon: Undo2Icon,
          variant: "destructive",
          busy: isSubmitting,
        }}
      >
        <input type="hidden" {...register("reference")} />
        <FormField
          id={`${id}-amount`}
          label={`Amount in ${payment.currency} (empty = all that is left)`}
          error={errors.amount?.message}
        >
          <Input
            inputMode="decimal"
            {...fieldA11y(`${id}-amount`, errors.amount?.message)}
            {...register("amount", { setValueAs: blankToUndefined })}
          />
        </FormField>
        <FormField id={`${id}-reason`} label="Reason (optional)" error={errors.reason?.message}>
          <Input
            {...fieldA11y(`${id}-reason`, errors.reason?.message)}
            {...register("reason", { setValueAs: blankToUndefined })}
          />
        </FormField>
      </DialogForm>
    </AdminDialog>
  );
}
