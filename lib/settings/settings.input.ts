import { z } from "zod";

import { emailSchema } from "@/lib/core/common.input";
import { text } from "@/lib/core/common.input";
import { fetchableUrl } from "@/lib/net/fetchable-url.input";

// Global settings (/admin/global-settings): the tabs, the PUT body, and the value
// rules. A value is checked in two steps, shared by the page and PUT /api/admin/settings/{key}:
// 1. its JSON type must match the setting's type (boolean, number, string, json): a mismatch is a
//    malformed request (400);
// 2. then the setting's own rules (ranges, formats, list shapes): a value that breaks them answers 422.

export const SETTING_CATEGORIES = ["scraping", "prediction", "security", "general"] as const;
export type SettingCategoryName = (typeof SETTING_CATEGORIES)[number];
export type SettingTypeName = "boolean" | "number" | "string" | "json";

export const SETTING_CATEGORY_LABELS: Record<SettingCategoryName, string> = {
  scraping: "Scraping",
  prediction: "Prediction",
  security: "Security",
  general: "General",
};

/** Path segment of PUT /api/admin/settings/{key}: a snake_case key (an unknown one answers 404). */
export const settingParamsSchema = z.object({ key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/) });

/** PUT body: the new value, as JSON of the setting's type (json settings take the parsed JSON value). */
export const updateSettingSchema = z.object({ value: z.unknown() }).strict();

/** JSON settings hold a list or an object (never a bare scalar, which has its own types). */
const jsonContainer = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: "Must be a JSON list or object",
});

/** Step 1: the value's JSON type for each setting type. */
const SETTING_TYPE_SCHEMAS: Record<SettingTypeName, z.ZodType> = {
  boolean: z.boolean({ error: "Must be true or false" }),
  number: z.number({ error: "Must be a number" }).finite("Must be a finite number"),
  string: z.string({ error: "Must be text" }),
  json: jsonContainer,
};

const whole = (min: number, max: number) =>
  z.number().int("Must be a whole number").min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`);

/** Step 2: rules of particular settings. Settings not listed here only need their type (plus the defaults below). */
const SETTING_RULES: Readonly<Record<string, z.ZodType>> = {
  scraping_interval_hours: whole(1, 168),
  max_concurrent_scrapes: whole(1, 10),
  scraping_sources: z
    .array(z.object({ name: text(100), url: fetchableUrl }).strict(), { error: "Must be a list of { name, url }" })
    .max(50, "At most 50 sources"),
  prediction_model_version: text(40),
  min_confidence_threshold: z.number().min(0, "Must be between 0 and 1").max(1, "Must be between 0 and 1"),
  prediction_leagues: z.array(text(60), { error: "Must be a list of league names" }).max(100, "At most 100 leagues"),
  max_free_predictions_per_day: whole(0, 100),
  alerts_max_per_hour: whole(1, 60),
  alerts_digest_hour: whole(0, 23),
  api_rate_limit_per_hour: whole(1, 1_000_000),
  admin_session_timeout_minutes: whole(5, 1440),
  support_email: emailSchema,
  paystack_ngn_rate: z.number().gt(0, "Must be greater than 0").max(1_000_000, "Must be at most 1000000"),
  adsense_publisher_id: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .regex(/^ca-pub-\d{16}$/, "Use ca-pub- followed by 16 digits, or leave empty"),
  ]),
};

/** Rules every value of a type follows, whatever the key. */
const TYPE_DEFAULT_RULES: Record<SettingTypeName, z.ZodType> = {
  boolean: z.boolean(),
  number: z.number().min(-1e12).max(1e12),
  string: z
    .string()
    .max(2000, "Must be at most 2000 characters")
    .refine((value) => !value.includes("\u0000"), "Contains an invalid character"),
  json: z
    .unknown()
    .refine((value) => JSON.stringify(value).length <= 20_000, "Must be at most 20000 characters of JSON"),
};

export type SettingValueCheck =
  | { ok: true; value: unknown }
  | { ok: false; kind: "type" | "rule"; message: string; issues: { path: string; message: string }[] };

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: ["value", ...issue.path].join("."), message: issue.message }));

/** Checks a value for a setting of `type` (and `key`'s own rules); returns the value to store (trimmed strings). */
export function checkSettingValue(key: string, type: SettingTypeName, value: unknown): SettingValueCheck {
  const typed = SETTING_TYPE_SCHEMAS[type].safeParse(value);
  if (!typed.success)
    return {
      ok: false,
      kind: "type",
      message: typed.error.issues[0]?.message ?? "Invalid value",
      issues: issuesOf(typed.error),
    };
  const general = TYPE_DEFAULT_RULES[type].safeParse(typed.data);
  if (!general.success)
    return {
      ok: false,
      kind: "rule",
      message: general.error.issues[0]?.message ?? "Invalid value",
      issues: issuesOf(general.error),
    };
  const rule = SETTING_RULES[key];
  if (!rule) return { ok: true, value: typeof general.data === "string" ? general.data.trim() : general.data };
  const checked = rule.safeParse(general.data);
  if (!checked.success)
    return {
      ok: false,
      kind: "rule",
      message: checked.error.issues[0]?.message ?? "Invalid value",
      issues: issuesOf(checked.error),
    };
  return { ok: true, value: checked.data };
}
