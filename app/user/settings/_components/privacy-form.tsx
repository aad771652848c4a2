"use client";

import * as React from "react";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ApiResult } from "@/lib/api/client";
import {
  PROFILE_VISIBILITIES,
  type Preferences,
  type PrivacyPreferences,
  type ProfileVisibility,
} from "@/lib/accounts/auth.input";

import { PreferenceSwitch } from "./preference-switch";
import { PreferencesForm } from "./preferences-form";
import { usePreferenceDraft } from "./use-preference-draft";

const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: "Public: anyone can see your profile",
  private: "Private: only you can see your profile",
};

/** Profile visibility and sharing switches, stored with PUT /api/user/preferences. */
export function PrivacyForm({
  initial,
  onSave,
}: {
  initial: PrivacyPreferences;
  onSave: (next: PrivacyPreferences) => Promise<ApiResult<Preferences>>;
}) {
  const id = React.useId();
  const { draft, update, saving, submit } = usePreferenceDraft({
    section: "privacy",
    initial,
    onSave,
    messages: { saved: "Privacy settings saved", failed: "Failed to save privacy settings" },
  });

  const visibilityId = `${id}-visibility`;
  return (
    <PreferencesForm label="Privacy settings" saveLabel="Save Privacy Settings" saving={saving} onSubmit={submit}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={visibilityId}>Profile visibility</Label>
        <Select
          value={draft.profileVisibility}
          onValueChange={(value) => {
            const visibility = PROFILE_VISIBILITIES.find((option) => option === value);
            if (visibility) update("profileVisibility", visibility);
          }}
        >
          <SelectTrigger id={visibilityId} className="w-full sm:w-96" aria-describedby={`${visibilityId}-hint`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PROFILE_VISIBILITIES.map((value) => (
              <SelectItem key={value} value={value}>
                {VISIBILITY_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id={`${visibilityId}-hint`} className="text-sm text-muted-foreground">
          Who can see your name and profile page.
        </p>
      </div>
      <div className="flex flex-col divide-y border-t pt-4">
        <PreferenceSwitch
          label="Show my statistics"
          description="Show your win rate and streak on your profile when it is public."
          checked={draft.showStats}
          onCheckedChange={(checked) => update("showStats", checked)}
        />
        <PreferenceSwitch
          label="Share anonymised usage data"
          description="Help us improve the models with usage data that cannot identify you."
          checked={draft.dataSharing}
          onCheckedChange={(checked) => update("dataSharing", checked)}
        />
      </div>
    </PreferencesForm>
  );
}
