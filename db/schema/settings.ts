// Global settings: typed key/value rows edited on /admin/global-settings, read through one cached accessor.
import { boolean, index, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { users } from "./users";

export const settingTypeEnum = pgEnum("setting_type", ["boolean", "number", "string", "json"]);
export type SettingType = (typeof settingTypeEnum.enumValues)[number];
/** The four tabs of the global settings page. */
export const settingCategoryEnum = pgEnum("setting_category", ["scraping", "prediction", "security", "general"]);
export type SettingCategory = (typeof settingCategoryEnum.enumValues)[number];

/** A JSON value whose shape matches the row's `type`. */
export type SettingValue = boolean | number | string | unknown[] | Record<string, unknown> | null;

/**
 * The setting's key is its primary key (a natural id, like the reference tables), so this table has no
 * separate `id`. The seed inserts missing keys only and never overwrites an admin's value.
 */
export const globalSettings = pgTable(
  "global_settings",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").$type<SettingValue>(),
    type: settingTypeEnum("type").notNull(),
    category: settingCategoryEnum("category").notNull(),
    description: text("description").notNull(),
    /** Secret values (API keys) are masked in every API response and editable by super admins only. */
    isSecret: boolean("is_secret").notNull().default(false),
    /** What Reset to Defaults restores. */
    defaultValue: jsonb("default_value").$type<SettingValue>(),
    updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("global_settings_category_idx").on(t.category)],
);
export type GlobalSetting = typeof globalSettings.$inferSelect;
export type NewGlobalSetting = typeof globalSettings.$inferInsert;
