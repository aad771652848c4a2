import "server-only";

import { z } from "zod";

import { getSettingValue } from "@/lib/settings/settings.queries";

// Typed reads of global settings for services. A missing or mistyped value falls back to the given
// default, so a bad edit can never stop the pipeline (admin writes are validated by type anyway).

export async function readNumberSetting(key: string, fallback: number): Promise<number> {
  const parsed = z.coerce
    .number()
    .finite()
    .safeParse(await getSettingValue(key));
  return parsed.success ? parsed.data : fallback;
}

export async function readBooleanSetting(key: string, fallback: boolean): Promise<boolean> {
  const parsed = z.boolean().safeParse(await getSettingValue(key));
  return parsed.success ? parsed.data : fallback;
}

export async function readStringListSetting(key: string, fallback: string[]): Promise<string[]> {
  const parsed = z.array(z.string()).safeParse(await getSettingValue(key));
  return parsed.success ? parsed.data : fallback;
}

export async function readStringSetting(key: string): Promise<string | null> {
  const parsed = z
    .string()
    .trim()
    .min(1)
    .safeParse(await getSettingValue(key));
  return parsed.success ? parsed.data : null;
}
