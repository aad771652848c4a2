"use client";

import * as React from "react";
import { Controller } from "react-hook-form";
import { SaveIcon } from "lucide-react";
import { toast } from "sonner";

import { useAdminList } from "@/components/admin/use-admin-list";
import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { LoadError } from "@/components/member/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/client";
import { adSettingsSchema, type AdSettingsInput } from "@/lib/ads/ads.input";

import type { AdSettingsAnswer } from "./types";

const EMPTY_QUERY = {};

/** The AdSense Settings tab: loads the saved settings, then shows the form. */
export function AdSenseSettingsForm() {
  const { data, error, reload } = useAdminList<AdSettingsAnswer>("/admin/ads/settings", EMPTY_QUERY);
  if (error) return <LoadError title="Failed to load AdSense settings" message={error} onRetry={reload} />;
  if (!data) return <p className="text-sm text-muted-foreground">Loading AdSense settings…</p>;
  return <SettingsForm saved={data} />;
}

function SettingsForm({ saved }: { saved: AdSettingsAnswer }) {
  const id = React.useId();
  const [fromEnvironment, setFromEnvironment] = React.useState(saved.publisherIdFromEnvironment);
  const { register, control, handleSubmit, reset, formState } = useZodForm(adSettingsSchema, {
    defaultValues: { publisherId: saved.publisherId, autoAds: saved.autoAds, personalizedAds: saved.personalizedAds },
  });
  const { errors, isSubmitting, isDirty } = formState;

  async function onSubmit(input: AdSettingsInput) {
    const result = await apiFetch<AdSettingsAnswer & { message: string }>("/admin/ads/settings", {
      method: "PUT",
      body: input,
    });
    if (!result.success) {
      toast.error(result.error || "Failed to save AdSense settings");
      return;
    }
    toast.success(result.data.message);
    setFromEnvironment(result.data.publisherIdFromEnvironment);
    reset({
      publisherId: result.data.publisherId,
      autoAds: result.data.autoAds,
      personalizedAds: result.data.personalizedAds,
    });
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>AdSense Settings</CardTitle>
        <CardDescription>
          Used by every ad slot on the public pages. Visitors&apos; consent still decides whether ads load and whether
          they are personalised.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="flex flex-col gap-6" onSubmit={handleSubmit(onSubmit)}>
          <FormField
            id={`${id}-publisher`}
            label="Publisher ID"
            error={errors.publisherId?.message}
            hint={
              fromEnvironment
                ? "ADSENSE_PUBLISHER_ID is set on the server and is used instead of this value."
                : "ca-pub- followed by 16 digits. Leave empty to load no ads."
            }
          >
            <Input
              placeholder="ca-pub-0000000000000000"
              autoComplete="off"
              spellCheck={false}
              {...fieldA11y(`${id}-publisher`, errors.publisherId?.message, true)}
              {...register("publisherId")}
            />
          </FormField>
          <Controller
            control={control}
            name="autoAds"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4">
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-auto`}>Auto ads</Label>
                  <p className="text-xs text-muted-foreground">
                    Let AdSense place automatic ads as well as the configured units.
                  </p>
                </div>
                <Switch
                  id={`${id}-auto`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </div>
            )}
          />
          <Controller
            control={control}
            name="personalizedAds"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4">
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-personalised`}>Personalized ads</Label>
                  <p className="text-xs text-muted-foreground">
                    Off: only non-personalised ads, whatever the visitor allows.
                  </p>
                </div>
                <Switch
                  id={`${id}-personalised`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </div>
            )}
          />
          <div>
            <BusyButton type="submit" busy={isSubmitting} busyLabel="Saving..." icon={SaveIcon} disabled={!isDirty}>
              Save settings
            </BusyButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
