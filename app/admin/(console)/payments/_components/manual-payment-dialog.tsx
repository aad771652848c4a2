"use client";

import * as React from "react";
import { ReceiptIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminDialog, DialogForm } from "@/components/admin/admin-dialog";
import { NativeSelect } from "@/components/admin/native-select";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { MANUAL_CURRENCIES, manualPaymentSchema, type ManualPaymentInput } from "@/lib/payments/admin.input";
import { GRANTABLE_PLANS } from "@/lib/subscriptions/admin.input";

/** Record payment: money received off-platform, activated like a provider payment (POST /api/admin/payments/manual). */
export function ManualPaymentDialog({ onRecorded }: { onRecorded: () => void }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const { register, handleSubmit, reset, setError, formState } = useZodForm(manualPaymentSchema, {
    defaultValues: {
      email: "",
      plan: "PREMIUM",
      amount: "",
      currency: "USD",
      externalReference: "",
      note: undefined,
      discountReason: undefined,
    },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: ManualPaymentInput) {
    const result = await apiFetch<{ reference: string }>("/admin/payments/manual", { method: "POST", body: input });
    if (!result.success) {
      if (result.status === 404 || result.status === 403) setError("email", { message: result.error });
      else if (result.status === 409) setError("externalReference", { message: result.error });
      else if (result.status === 422 && result.error?.startsWith("The amount"))
        setError("amount", { message: result.error });
      else toast.error(result.error || "Failed to record payment");
      return;
    }
    toast.success("Payment recorded and subscription activated");
    reset();
    setOpen(false);
    onRecorded();
  }

  const field = (name: keyof ManualPaymentInput) => fieldA11y(`${id}-${name}`, errors[name]?.message);
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: "Record payment", icon: ReceiptIcon }}
      title="Record payment"
      description="A payment received outside the providers (bank transfer, cash). The plan is activated at once."
    >
      <DialogForm
        onSubmit={handleSubmit(onSubmit)}
        submit={{ label: "Record payment", busyLabel: "Recording...", icon: ReceiptIcon, busy: isSubmitting }}
      >
        <FormField id={`${id}-email`} label="User email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...field("email")} {...register("email")} />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id={`${id}-plan`} label="Plan" error={errors.plan?.message}>
            <NativeSelect {...field("plan")} {...register("plan")}>
              {GRANTABLE_PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {plan}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-currency`} label="Currency" error={errors.currency?.message}>
            <NativeSelect {...field("currency")} {...register("currency")}>
              {MANUAL_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id={`${id}-amount`} label="Amount" error={errors.amount?.message}>
          <Input inputMode="decimal" placeholder="19.99" {...field("amount")} {...register("amount")} />
        </FormField>
        <FormField id={`${id}-externalReference`} label="External reference" error={errors.externalReference?.message}>
          <Input
            placeholder="Bank transfer reference"
            {...field("externalReference")}
            {...register("externalReference")}
          />
        </FormField>
        <FormField
          id={`${id}-discountReason`}
          label="Discount reason (if not the list price)"
          error={errors.discountReason?.message}
        >
          <Input
            {...field("discountReason")}
            {...register("discountReason", { setValueAs: (value: string) => (value?.trim() ? value : undefined) })}
          />
        </FormField>
        <FormField id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
          <Input
            {...field("note")}
            {...register("note", { setValueAs: (value: string) => (value?.trim() ? value : undefined) })}
          />
        </FormField>
      </DialogForm>
    </AdminDialog>
  );
}
