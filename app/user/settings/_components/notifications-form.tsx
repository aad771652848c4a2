"use client";

import type { ApiResult } from "@/lib/api/client";
import type { NotificationPreferences, Preferences } from "@/lib/accounts/auth.input";

import { PreferenceSwitch } from "./preference-switch";
import { PreferencesForm } from "./preferences-form";
import { usePreferenceDraft } from "./use-preference-draft";

const OPTIONS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: "email", label: "Email notifications", description: "Account and prediction updates by e-mail." },
  { key: "push", label: "Push notifications", description: "Alerts in this browser while you are signed in." },
  {
    key: "predictionAlerts",
    label: "Prediction alerts",
    description: "Tell me when new high-confidence predictions are published.",
  },
  {
    key: "weeklyDigest",
    label: "Weekly digest",
    description: "A summary of your predictions and results once a week.",
  },
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
  const { draft, update, saving, submit } = usePreferenceDraft({
    section: "notifications",
    initial,
    onSave,
    messages: { saved: "Notification preferences saved", failed: "Failed to save notification preferences" },
  });

  return (
    <PreferencesForm label="Notification preferences" saveLabel="Save Preferences" saving={saving} onSubmit={submit}>
      <div className="flex flex-col divide-y">
        {OPTIONS.map((option) => (
          <PreferenceSwitch
            key={option.key}
            label={option.label}
            description={option.description}
            checked={draft[option.key]}
            onCheckedChange={(checked) => update(option.key, checked)}
          />
        ))}
      </div>
    </PreferencesForm>
  );
}
