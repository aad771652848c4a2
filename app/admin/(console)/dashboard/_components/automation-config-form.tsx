"use client";

import * as React from "react";
import { Controller } from "react-hook-form";
import { SaveIcon } from "lucide-react";
import { toast } from "sonner";

import { LoadError } from "@/components/member/load-error";
import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/client";
import {
  AUTOMATION_PROVIDERS,
  automationConfigSchema,
  type AutomationConfigInput,
} from "@/lib/pipeline/automation.input";

import { ListInput } from "./list-input";

// The automation panel's Configuration tab: the saved configuration from
// GET /api/automation/config, edited with the same zod schema PUT /api/automation/config parses with.

type Config = Required<AutomationConfigInput> & { timeZone: string };

export function AutomationConfigForm({ onSaved }: { onSaved: () => void }) {
  const [config, setConfig] = React.useState<Config | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [reloads, setReloads] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    void apiFetch<Config>("/automation/config", { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) setConfig(result.data);
      else setError(result.error);
    });
    return () => controller.abort();
  }, [reloads]);

  if (error)
    return (
      <LoadError
        title="Failed to load the automation configuration"
        message={error}
        onRetry={() => (setError(null), setReloads((count) => count + 1))}
      />
    );
  if (!config) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Loading configuration…
      </p>
    );
  }
  return <ConfigForm config={config} onSaved={onSaved} />;
}

function ConfigForm({ config, onSaved }: { config: Config; onSaved: () => void }) {
  const id = React.useId();
  const { register, control, handleSubmit, reset, formState } = useZodForm(automationConfigSchema, {
    defaultValues: {
      enabled: config.enabled,
      sports: config.sports,
      leagues: config.leagues,
      interval: config.interval,
      providers: config.providers,
      autoPredictions: config.autoPredictions,
      maxConcurrent: config.maxConcurrent,
    },
  });
  const { errors, isSubmitting, isDirty } = formState;

  async function onSubmit(input: AutomationConfigInput) {
    const result = await apiFetch<{ config: Config }>("/automation/config", { method: "PUT", body: input });
    if (!result.success) {
      toast.error("Failed to update configuration", { description: result.error });
      return;
    }
    toast.success("Configuration updated successfully");
    reset(input);
    onSaved();
  }

  return (
    <form
      noValidate
      aria-label="Automation configuration"
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={handleSubmit(onSubmit)}
    >
      <div className="flex flex-wrap gap-6">
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Switch id={`${id}-enabled`} checked={field.value ?? false} onCheckedChange={field.onChange} />
              <Label htmlFor={`${id}-enabled`}>Enabled</Label>
            </div>
          )}
        />
        <Controller
          control={control}
          name="autoPredictions"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Switch id={`${id}-auto`} checked={field.value ?? false} onCheckedChange={field.onChange} />
              <Label htmlFor={`${id}-auto`}>Auto predictions</Label>
            </div>
          )}
        />
      </div>
      <FormField
        id={`${id}-sports`}
        label="Sports"
        error={errors.sports?.message}
        hint="Sport ids, comma-separated (football is soccer; american-football is the NFL's)"
      >
        <Controller
          control={control}
          name="sports"
          render={({ field }) => (
            <ListInput
              {...fieldA11y(`${id}-sports`, errors.sports?.message, true)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField
        id={`${id}-leagues`}
        label="Leagues"
        error={errors.leagues?.message}
        hint="League ids, comma-separated"
      >
        <Controller
          control={control}
          name="leagues"
          render={({ field }) => (
            <ListInput
              {...fieldA11y(`${id}-leagues`, errors.leagues?.message, true)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField
        id={`${id}-interval`}
        label="Interval (cron)"
        error={errors.interval?.message}
        hint={`Five fields, in ${config.timeZone}; runs at least 5 minutes apart`}
      >
        <Input {...fieldA11y(`${id}-interval`, errors.interval?.message, true)} {...register("interval")} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Providers</legend>
        <Controller
          control={control}
          name="providers"
          render={({ field }) => (
            <div className="flex gap-4">
              {AUTOMATION_PROVIDERS.map((provider) => (
                <label key={provider} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={(field.value ?? []).includes(provider)}
                    onChange={(event) => {
                      const current = field.value ?? [];
                      field.onChange(
                        event.target.checked ? [...current, provider] : current.filter((item) => item !== provider),
                      );
                    }}
                  />
                  {provider}
                </label>
              ))}
            </div>
          )}
        />
        {errors.providers?.message ? <p className="text-sm text-destructive">{errors.providers.message}</p> : null}
      </fieldset>
      <FormField id={`${id}-max`} label="Max concurrent jobs" error={errors.maxConcurrent?.message}>
        <Input
          type="number"
          min={1}
          max={10}
          step={1}
          className="w-28"
          {...fieldA11y(`${id}-max`, errors.maxConcurrent?.message)}
          {...register("maxConcurrent", { valueAsNumber: true })}
        />
      </FormField>
      <BusyButton
        type="submit"
        icon={SaveIcon}
        busy={isSubmitting}
        busyLabel="Saving..."
        disabled={!isDirty}
        className="self-start"
      >
        Save configuration
      </BusyButton>
    </form>
  );
}
