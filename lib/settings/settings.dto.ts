import type { SettingValue } from "@/db/schema";

import type { SettingRow } from "./settings.queries";
import type { SettingCategoryName } from "./settings.input";

// A setting as the super admin's console reads it. A secret setting's value never leaves the server: the
// DTO says only whether one is set.

export interface SettingDto {
  key: string;
  category: SettingCategoryName;
  type: SettingRow["type"];
  description: string;
  isSecret: boolean;
  /** The value; null for secret settings (see `hasValue`). */
  value: SettingValue;
  /** The seed default (null for secret settings). */
  defaultValue: SettingValue;
  /** Whether the setting holds a non-empty value (the only thing said about a secret). */
  hasValue: boolean;
  updatedAt: Date;
}

/** Whether a setting holds nothing (null, missing or the empty text). */
export const isEmptySetting = (value: SettingValue | undefined) =>
  value === null || value === undefined || value === "";

export function toSettingDto(row: SettingRow): SettingDto {
  return {
    key: row.key,
    category: row.category,
    type: row.type,
    description: row.description,
    isSecret: row.isSecret,
    value: row.isSecret ? null : (row.value ?? row.defaultValue),
    defaultValue: row.isSecret ? null : row.defaultValue,
    hasValue: !isEmptySetting(row.value ?? row.defaultValue),
    updatedAt: row.updatedAt,
  };
}
