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
import {
  createModelSchema,
  MODEL_ENGINES,
  MODEL_SPORTS,
  type CreateModelInput,
  type ModelSportInput,
} from "@/lib/models/models.input";

const optional = (value: string) => (value?.trim() ? value : undefined);
const enginesFor = (sport: ModelSportInput) => MODEL_ENGINES.filter((engine) => engine.sport === sport);

/** The create-model dialog: a name, a sport and one of the engines that forecast it (POST /api/admin/models). */
export function CreateModelDialog({ onCreated }: { onCreated: () => void }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const { register, handleSubmit, reset, setValue, watch, formState } = useZodForm(createModelSchema, {
    defaultValues: { name: "", sport: "FOOTBALL", engine: "football-dixon-coles", description: undefined },
  });
  const { errors, isSubmitting } = formState;
  const sport = watch("sport");
  const engines = enginesFor(sport);

  async function onSubmit(input: CreateModelInput) {
    const result = await apiFetch<{ id: string }>("/admin/models", { method: "POST", body: input });
    if (!result.success) {
      toast.error(result.error || "Failed to create model");
      return;
    }
    toast.success("Model created successfully");
    reset();
    setOpen(false);
    onCreated();
  }

  const sportField = register("sport", {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      // Each engine fits one sport: follow the sport with its first engine.
      const first = enginesFor(event.target.value as ModelSportInput)[0];
      if (first) setValue("engine", first.key);
    },
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: "Create Model", icon: PlusIcon }}
      title="Create Model"
      description={
        "Registers a model on one of the engines the platform ships. It starts as DRAFT; train it to " + "measure it."
      }
    >
      <DialogForm
        onSubmit={handleSubmit(onSubmit)}
        submit={{ label: "Create model", busyLabel: "Creating...", icon: PlusIcon, busy: isSubmitting }}
      >
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...fieldA11y(`${id}-name`, errors.name?.message)} {...register("name")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-sport`} label="Sport" error={errors.sport?.message}>
            <NativeSelect {...fieldA11y(`${id}-sport`, errors.sport?.message)} {...sportField}>
              {MODEL_SPORTS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-engine`} label="Engine" error={errors.engine?.message}>
            <NativeSelect {...fieldA11y(`${id}-engine`, errors.engine?.message)} {...register("engine")}>
              {engines.map((engine) => (
                <option key={engine.key} value={engine.key}>
                  {engine.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id={`${id}-description`} label="Description (optional)" error={errors.description?.message}>
          <Textarea
            rows={2}
            {...fieldA11y(`${id}-description`, errors.description?.message)}
            {...register("description", { setValueAs: optional })}
          />
        </FormField>
      </DialogForm>
    </AdminDialog>
  );
}
