import "server-only";

import { db } from "@/db";
import * as settingQueries from "@/lib/settings/settings.queries";
import type { SettingRow } from "@/lib/settings/settings.queries";
import type { SettingValue } from "@/db/schema";
import { SETTINGS } from "@/db/seed/data/settings";
import { AppError } from "@/lib/core/errors";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { checkSettingValue, SETTING_CATEGORIES, type SettingCategoryName } from "@/lib/settings/settings.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";

import { isEmptySetting as isEmpty, toSettingDto, type SettingDto } from "./settings.dto";

// Global settings as the super admin edits them (GET/PUT
// /api/admin/settings): the list grouped by tab, one typed edit at a time, and Reset to Defaults. Secret
// settings (API keys) never leave the server: the list says only whether one is set, and audit entries
// record that it changed, not what to. Every write is audited and expires the public pages' settings cache.

/** What an audit entry or a response shows instead of a secret value. */
const MASKED = "[secret]";

/** A value as the audit log may hold it. */
const auditValue = (row: Pick<SettingRow, "isSecret">, value: SettingValue | undefined) =>
  row.isSecret ? (isEmpty(value) ? "" : MASKED) : (value ?? null);

/** GET /api/admin/settings: every setting, grouped by the page's tabs. */
export async function listAdminSettings() {
  const rows = await settingQueries.listGlobalSettings();
  const categories = Object.fromEntries(SETTING_CATEGORIES.map((category) => [category, [] as SettingDto[]])) as Record<
    SettingCategoryName,
    SettingDto[]
  >;
  for (const row of rows) categories[row.category].push(toSettingDto(row));
  return { categories, total: rows.length };
}

const unknownSetting = (key: string) => new AppError("not_found", `Unknown setting '${key}'.`);

/**
 * PUT /api/admin/settings/{key}: a value of the wrong JSON type answers 400, one that breaks the setting's
 * rules 422; an unknown key 404. Nothing is written unless the value passes; the edit and its audit entry
 * land together.
 */
export async function updateAdminSetting(actor: AuditActor, key: string, value: unknown) {
  const updated = await db.transaction(async (tx) => {
    const row = await settingQueries.getSettingForUpdate(key, tx);
    if (!row) throw unknownSetting(key);
    const checked = checkSettingValue(key, row.type, value);
    if (!checked.ok) {
      throw new AppError(
        checked.kind === "type" ? "bad_request" : "validation_failed",
        `${key}: ${checked.message}`,
        checked.issues,
      );
    }
    const next = checked.value as SettingValue;
    const saved = await settingQueries.updateSettingValue({ key, value: next, updatedById: actor.id }, tx);
    if (!saved) throw unknownSetting(key);
    await recordAudit(tx, actor, {
      action: "setting.update",
      entityType: "global_setting",
      entityId: key,
      before: { value: auditValue(row, row.value ?? row.defaultValue) },
      after: { value: auditValue(row, next) },
    });
    return saved;
  });
  await revalidatePublicData([CACHE_TAGS.settings]);
  return { setting: toSettingDto(updated) };
}

/**
 * POST /api/admin/settings/reset: every non-secret setting back to its default from the seed's reference
 * data (db/seed/data/settings.ts). Secret settings (API keys) are kept: a reset must not silently drop a
 * credential. One audit entry lists what changed, before and after.
 */
export async function resetAdminSettings(actor: AuditActor) {
  const result = await db.transaction(async (tx) => {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const kept: string[] = [];
    for (const seed of SETTINGS) {
      const row = await settingQueries.getSettingForUpdate(seed.key, tx);
      if (!row) continue;
      if (row.isSecret) {
        kept.push(seed.key);
        continue;
      }
      const current = row.value ?? row.defaultValue;
      if (
        JSON.stringify(current) === JSON.stringify(seed.defaultValue) &&
        JSON.stringify(row.defaultValue) === JSON.stringify(seed.defaultValue)
      )
        continue;
      await settingQueries.resetSettingValue({ key: seed.key, value: seed.defaultValue, updatedById: actor.id }, tx);
      before[seed.key] = current;
      after[seed.key] = seed.defaultValue;
    }
    await recordAudit(tx, actor, {
      action: "settings.reset",
      entityType: "global_setting",
      before,
      after: { ...after, keptSecrets: kept },
    });
    return { reset: Object.keys(after), keptSecrets: kept };
  });
  await revalidatePublicData([CACHE_TAGS.settings]);
  return { ...result, ...(await listAdminSettings()) };
}
