"use client";

import * as React from "react";
import { SaveIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/api/client";
import { SETTING_CATEGORIES, SETTING_CATEGORY_LABELS, type SettingCategoryName } from "@/lib/settings/settings.input";

import { ResetDefaultsDialog } from "./reset-defaults-dialog";
import { SettingCard } from "./setting-card";
import {
  draftOf,
  isChanged,
  parseDraft,
  type AdminSetting,
  type Draft,
  type SettingsByCategory,
} from "./settings-draft";

// The Global Settings tab: Scraping / Prediction / Security / General, typed editors,
// Save Changes (one PUT per changed setting, stopping at the first failure) and Reset to Defaults. Edits set
// the unsaved-changes notice; a successful save clears it.

const draftsOf = (categories: SettingsByCategory) =>
  Object.fromEntries(
    Object.values(categories)
      .flat()
      .map((setting) => [setting.key, draftOf(setting)]),
  ) as Record<string, Draft>;

export function SettingsEditor({
  initial,
  initialTab,
}: {
  initial: SettingsByCategory;
  initialTab: SettingCategoryName;
}) {
  const [categories, setCategories] = React.useState(initial);
  const [drafts, setDrafts] = React.useState(() => draftsOf(initial));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState<"save" | "reset" | null>(null);

  const all = React.useMemo(() => Object.values(categories).flat(), [categories]);
  const changed = all.filter((setting) => isChanged(setting, drafts[setting.key] ?? draftOf(setting)));
  const dirty = changed.length > 0;

  // Leaving the page with unsaved edits asks first.
  React.useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function edit(setting: AdminSetting, draft: Draft) {
    setDrafts((current) => ({ ...current, [setting.key]: draft }));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[setting.key];
      const parsed = isChanged(setting, draft) ? parseDraft(setting, draft) : null;
      return parsed && !parsed.ok ? { ...rest, [setting.key]: parsed.message } : rest;
    });
  }

  function replaceSetting(saved: AdminSetting) {
    setCategories((current) => ({
      ...current,
      [saved.category]: current[saved.category].map((setting) => (setting.key === saved.key ? saved : setting)),
    }));
    setDrafts((current) => ({ ...current, [saved.key]: draftOf(saved) }));
  }

  async function save() {
    const parsed = changed.map((setting) => ({ setting, result: parseDraft(setting, drafts[setting.key]!) }));
    const invalid = parsed.filter((entry) => !entry.result.ok);
    if (invalid.length > 0) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(invalid.map((entry) => [entry.setting.key, entry.result.ok ? "" : entry.result.message])),
      }));
      toast.error("Failed to save settings to database", {
        description: `Fix ${invalid.map((entry) => entry.setting.key).join(", ")} first: nothing was saved.`,
      });
      return;
    }
    setBusy("save");
    try {
      for (const { setting, result } of parsed) {
        if (!result.ok) continue;
        const answer = await apiFetch<{ setting: AdminSetting }>(`/admin/settings/${encodeURIComponent(setting.key)}`, {
          method: "PUT",
          body: { value: result.value },
        });
        if (!answer.success) {
          setErrors((current) => ({ ...current, [setting.key]: answer.error }));
          toast.error("Failed to save settings to database", { description: `${setting.key}: ${answer.error}` });
          return;
        }
        replaceSetting(answer.data.setting);
      }
      toast.success("Settings Saved", { description: "Global settings updated successfully in database" });
    } finally {
      setBusy(null);
    }
  }

  async function reset(): Promise<boolean> {
    setBusy("reset");
    try {
      const answer = await apiFetch<{ categories: SettingsByCategory }>("/admin/settings/reset", { method: "POST" });
      if (!answer.success) {
        toast.error("Failed to reset settings", { description: answer.error });
        return false;
      }
      setCategories(answer.data.categories);
      setDrafts(draftsOf(answer.data.categories));
      setErrors({});
      toast.success("Settings Reset", { description: "Settings reset to defaults" });
      return true;
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ResetDefaultsDialog busy={busy !== null} onConfirm={reset} />
        <BusyButton
          type="button"
          busy={busy === "save"}
          busyLabel="Saving…"
          icon={SaveIcon}
          disabled={!dirty || busy !== null}
          onClick={save}
        >
          Save Changes
        </BusyButton>
      </div>

      {dirty ? (
        <Alert role="status">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>You have unsaved changes</AlertTitle>
          <AlertDescription>
            {changed.length} setting{changed.length === 1 ? "" : "s"} edited (
            {changed.map((setting) => setting.key).join(", ")}). Click Save Changes to store them.
          </AlertDescription>
        </Alert>
      ) : null}

      <Tabs defaultValue={initialTab}>
        <TabsList aria-label="Setting categories">
          {SETTING_CATEGORIES.map((category) => (
            <TabsTrigger key={category} value={category}>
              {SETTING_CATEGORY_LABELS[category]}
            </TabsTrigger>
          ))}
        </TabsList>
        {SETTING_CATEGORIES.map((category) => (
          <TabsContent key={category} value={category} className="mt-4 grid gap-4 lg:grid-cols-2">
            {categories[category].length === 0 ? (
              <p className="text-sm text-muted-foreground">No settings in this category.</p>
            ) : null}
            {categories[category].map((setting) => (
              <SettingCard
                key={setting.key}
                setting={setting}
                draft={drafts[setting.key] ?? draftOf(setting)}
                changed={isChanged(setting, drafts[setting.key] ?? draftOf(setting))}
                error={errors[setting.key] ?? null}
                onChange={(draft) => edit(setting, draft)}
              />
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
