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
import { AD_POSITIONS, AD_UNIT_TYPES, createAdUnitSchema, type CreateAdUnitInput } from "@/lib/ads/ads.input";

const optional = (value: string) => (value?.trim() ? value : undefined);

/** The create-ad-unit dialog (name, type, position, slot id, code) posting to POST /api/admin/ads. */
export function CreateAdUnitDialog({ onCreated }: { onCreated: () => void }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const { register, handleSubmit, reset, formState } = useZodForm(createAdUnitSchema, {
    defaultValues: {
      name: "",
      type: "BANNER",
      position: "HEADER",
      status: "DRAFT",
      slotId: undefined,
      code: undefined,
    },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: CreateAdUnitInput) {
    const result = await apiFetch<{ id: string }>("/admin/ads", { method: "POST", body: input });
    if (!result.success) {
      toast.error(result.error || "Failed to create ad unit");
      return;
    }
    toast.success("Ad unit created successfully");
    reset();
    setOpen(false);
    onCreated();
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: "Create Ad Unit", icon: PlusIcon }}
      title="Create Ad Unit"
      description="A slot on the public pages. Each position shows its oldest active unit."
    >
      <DialogForm
        onSubmit={handleSubmit(onSubmit)}
        submit={{ label: "Create ad unit", busyLabel: "Creating...", icon: PlusIcon, busy: isSubmitting }}
      >
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...fieldA11y(`${id}-name`, errors.name?.message)} {...register("name")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={`${id}-type`} label="Type" error={errors.type?.message}>
            <NativeSelect {...fieldA11y(`${id}-type`, errors.type?.message)} {...register("type")}>
              {AD_UNIT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-position`} label="Position" error={errors.position?.message}>
            <NativeSelect {...fieldA11y(`${id}-position`, errors.position?.message)} {...register("position")}>
              {AD_POSITIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-status`} label="Start as" error={errors.status?.message}>
            <NativeSelect {...fieldA11y(`${id}-status`, errors.status?.message)} {...register("status")}>
              <option value="DRAFT">DRAFT</option>
              <option value="ACTIVE">ACTIVE</option>
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          id={`${id}-slot`}
          label="Slot id (optional)"
          error={errors.slotId?.message}
          hint="The AdSense data-ad-slot number; leave empty to let the network choose."
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            {...fieldA11y(`${id}-slot`, errors.slotId?.message, true)}
            {...register("slotId", { setValueAs: optional })}
          />
        </FormField>
        <FormField
          id={`${id}-code`}
          label="Code (optional)"
          error={errors.code?.message}
          hint="Kept for reference only: the slots render the network snippet, never custom HTML."
        >
          <Textarea
            rows={3}
            {...fieldA11y(`${id}-code`, errors.code?.message, true)}
            {...register("code", { setValueAs: optional })}
          />
        </FormField>
      </DialogForm>
    </AdminDialog>
  );
}
