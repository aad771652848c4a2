"use client";

import * as React from "react";
import { toast } from "sonner";

import { GENERIC_ERROR } from "@/components/auth/server-errors";
import type { ApiResult } from "@/lib/api/client";
import type { NotificationPreferences, Preferences } from "@/lib/validations/auth";

import { PreferenceSwitch } from "./preference-switch";
import { SaveButton } from "./save-button";

const OPTIONS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: "email", label: "Email notifications", description: "Account and prediction updates by e-mail." },
  { key: "push", label: "Push notifications", description: "Alerts in this browser while you are signed in." },
  {
    key: "predictionAlerts",
    label: "Prediction alerts",
    description: "Tell me when new high-confidence predictions are published.",
  },
  { key: "weeklyDigest", label: "Weekly digest", description: "A summary of your predictions and results once a week." },
  { key: "marketing", label: "Marketing emails", description: "News about plans, features and offers." },
];

/** Notification switches, stored with PUT /api/user/preferences. */
export function NotificationsForm({
  initial,
  onSave,
}: {
  initial: NotificationPreferences;
  onSave: (next: NotificationPreferences) => Promise<ApiResult<Preferences>>;
}) {
  const [draft, setDraft] = React.useState(initial);
  const [saving, setSaving] = React.useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await onSave(draft);
    setSaving(false);
    if (result.success) {
      setDraft(result.data.notifications);
      toast.success("Notification preferences saved");
    } else {
      toast.error("Failed to save notification preferences", { description: result.error || GENERIC_ERROR });
    }
  }

  return (
    <form onSubmit={submit} aria-label="Notification preferences" className="flex flex-col gap-6">
      <div className="flex flex-col divide-y">
        {OPTIONS.map((option) => (
          <PreferenceSwitch
            key={option.key}
            label={option.label}
            description={option.description}
            checked={draft[option.key]}
            onCheckedChange={(checked) => setDraft((current) => ({ ...current, [option.key]: checked }))}
          />
        ))}
      </div>
      <SaveButton saving={saving} label="Save Preferences" />
    </form>
  );
}
