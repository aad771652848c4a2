"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminDialog, DialogForm } from "@/components/admin/admin-dialog";
import { NativeSelect } from "@/components/admin/native-select";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import { grantSubscriptionSchema, type GrantSubscriptionInput } from "@/lib/payments/admin.input";
import { GRANTABLE_PLANS } from "@/lib/subscriptions/admin.input";

/** Add Subscription: grants a complimentary plan to an existing account through POST /api/admin/subscriptions. */
export function AddSubscriptionDialog({ onGranted }: { onGranted: () => void }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const { register, handleSubmit, reset, setError, formState } = useZodForm(grantSubscriptionSchema, {
    defaultValues: { email: "", plan: "PREMIUM", days: 30, note: undefined },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: GrantSubscriptionInput) {
    const result = await apiFetch<{ id: string }>("/admin/subscriptions", { method: "POST", body: input });
    if (!result.success) {
      if (result.status === 404) setError("email", { message: result.error });
      else toast.error(result.error || "Failed to add subscription");
      return;
    }
    toast.success("Subscription added successfully");
    reset();
    setOpen(false);
    onGranted();
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: "Add Subscription", icon: PlusIcon }}
      title="Add Subscription"
      description={
        "Grant a plan to an existing account at no charge. To record money received, use Record payment on the " +
        "payments page."
      }
    >
      <DialogForm
        onSubmit={handleSubmit(onSubmit)}
        submit={{ label: "Grant subscription", busyLabel: "Granting...", icon: PlusIcon, busy: isSubmitting }}
      >
        <FormField id={`${id}-email`} label="User email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="off"
            {...fieldA11y(`${id}-email`, errors.email?.message)}
            {...register("email")}
          />
        </FormField>
        <FormField id={`${id}-plan`} label="Plan" error={errors.plan?.message}>
          <NativeSelect {...fieldA11y(`${id}-plan`, errors.plan?.message)} {...register("plan")}>
            {GRANTABLE_PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-days`} label="Days" error={errors.days?.message}>
          <Input
            type="number"
            min={1}
            max={366}
            {...fieldA11y(`${id}-days`, errors.days?.message)}
            {...register("days", { valueAsNumber: true })}
          />
        </FormField>
        <FormField id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
          <Textarea
            rows={2}
            {...fieldA11y(`${id}-note`, errors.note?.message)}
            {...register("note", { setValueAs: (value: string) => (value?.trim() ? value : undefined) })}
          />
        </FormField>
      </DialogForm>
    </AdminDialog>
  );
}
