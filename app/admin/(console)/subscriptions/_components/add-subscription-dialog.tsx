"use client";

import * as React from "react";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";

import { NativeSelect } from "@/components/admin/native-select";
import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <PlusIcon aria-hidden="true" />
          Add Subscription
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Subscription</DialogTitle>
          <DialogDescription>Grant a plan to an existing account at no charge. To record money received, use Record payment on the payments page.</DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
          <FormField id={`${id}-email`} label="User email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...fieldA11y(`${id}-email`, errors.email?.message)} {...register("email")} />
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
            <Input type="number" min={1} max={366} {...fieldA11y(`${id}-days`, errors.days?.message)} {...register("days", { valueAsNumber: true })} />
          </FormField>
          <FormField id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
            <Textarea rows={2} {...fieldA11y(`${id}-note`, errors.note?.message)} {...register("note", { setValueAs: (value: string) => (value?.trim() ? value : undefined) })} />
          </FormField>
          <DialogFooter>
            <BusyButton type="submit" busy={isSubmitting} busyLabel="Granting..." icon={PlusIcon}>
              Grant subscription
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
