"use client";

import Link from "next/link";

import type { ApiResult } from "@/lib/api/client";
import { routes } from "@/lib/site-routes";
import type { NotificationPreferences, Preferences } from "@/lib/accounts/auth.input";

import { PreferenceSwitch } from "./preference-switch";
import { PreferencesForm } from "./preferences-form";
import { usePreferenceDraft } from "./use-preference-draft";

const OPTIONS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: "predictionAlerts",
    label: "Prediction alerts",
    description:
      "Master switch for every value-pick alert and the notifications in the app: off, no alert rule sends anything.",
  },
  {
    key: "push",
    label: "Push notifications",
    description: "Master switch for alerts pushed to the devices where you enabled push.",
  },
  {
    key: "email",
    label: "Email notifications",
    description:
      "Master switch for alerts by e-mail. Account e-mails (address confirmation, password reset, payments) always go.",
  },
  {
    key: "weeklyDigest",
    label: "Weekly digest",
    description: "Every Monday, the week before: the picks you follow that were settled, and the alerts you were sent.",
  },
  {
    key: "marketing",
    label: "Marketing emails",
    description: "News about plans and features. We send none today; if we ever do, only with this on.",
  },
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
      <p className="text-sm text-muted-foreground">
        The first three are master switches per channel. Which picks alert you, and how, is set by your{" "}
        <Link href={routes.user.alerts} className="font-medium text-foreground underline underline-offset-4">
          alert rules
        </Link>
        .
      </p>
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
