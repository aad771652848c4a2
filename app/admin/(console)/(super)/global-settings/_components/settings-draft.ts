import { checkSettingValue, type SettingCategoryName, type SettingTypeName } from "@/lib/settings/settings.input";

// The global settings editor's drafts: what each editor holds (text for numbers, strings and JSON; a
// boolean for switches) and how a draft becomes the value PUT /api/admin/settings/{key} receives. The
// same checks as the server run here first, so a bad draft is shown at its field and nothing is sent.

export interface AdminSetting {
  key: string;
  category: SettingCategoryName;
  type: SettingTypeName;
  description: string;
  isSecret: boolean;
  value: unknown;
  defaultValue: unknown;
  hasValue: boolean;
}

export type SettingsByCategory = Record<SettingCategoryName, AdminSetting[]>;

export type Draft = string | boolean;

/** The editor's starting content for a setting. A secret starts empty: its value never reaches the browser. */
export function draftOf(setting: AdminSetting): Draft {
  if (setting.isSecret) return "";
  switch (setting.type) {
    case "boolean":
      return setting.value === true;
    case "number":
      return typeof setting.value === "number" ? String(setting.value) : "";
    case "json":
      return JSON.stringify(setting.value ?? null, null, 2);
    case "string":
      return typeof setting.value === "string" ? setting.value : "";
  }
}

/** Whether the draft differs from the saved setting (an untouched secret field is not a change). */
export function isChanged(setting: AdminSetting, draft: Draft): boolean {
  if (setting.isSecret) return draft !== "";
  if (setting.type === "json" && typeof draft === "string") {
    try {
      return JSON.stringify(JSON.parse(draft)) !== JSON.stringify(setting.value ?? null);
    } catch {
      return true;
    }
  }
  return draft !== draftOf(setting);
}

export type ParsedDraft = { ok: true; value: unknown } | { ok: false; message: string };

/** The value to send for a draft, checked with the server's rules. */
export function parseDraft(setting: AdminSetting, draft: Draft): ParsedDraft {
  let value: unknown = draft;
  if (setting.type === "number") {
    const text = String(draft).trim();
    value = text === "" ? Number.NaN : Number(text);
    if (!Number.isFinite(value)) return { ok: false, message: "Enter a number" };
  } else if (setting.type === "json") {
    try {
      value = JSON.parse(String(draft));
    } catch {
      return { ok: false, message: "Invalid JSON: check brackets, quotes and commas" };
    }
  }
  const checked = checkSettingValue(setting.key, setting.type, value);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, message: checked.message };
}
