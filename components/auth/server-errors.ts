// Helpers for the account forms' failed API calls (apiFetch results).

import { toast } from "sonner";

import type { ApiResult } from "@/lib/api/client";

export const GENERIC_ERROR = "An unexpected error occurred";

export type FieldErrors<F extends string> = { field: F; message: string }[];
type FailedCall = Extract<ApiResult<unknown>, { success: false }>;

/**
 * The per-field messages of a validation_failed envelope (`details: [{ path, message }]`), keyed by form
 * field. `aliases` maps API field names onto form fields (e.g. fullName → lastName on the sign-up form).
 */
export function serverFieldErrors<F extends string>(
  details: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  if (!Array.isArray(details)) return [];
  const found: FieldErrors<F> = [];
  for (const issue of details) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field = aliases[path] ?? fields.find((name) => name === path);
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, message });
  }
  return found;
}

/**
 * The field errors of a failed call: those of a validation_failed envelope, or, when `conflictField` is
 * given, a conflict (e.g. an e-mail address already in use) pinned on that field.
 */
export function failedCallFieldErrors<F extends string>(
  failure: FailedCall,
  fields: readonly F[],
  { aliases, conflictField }: { aliases?: Partial<Record<string, F>>; conflictField?: F } = {},
): FieldErrors<F> {
  if (failure.code === "validation_failed") return serverFieldErrors(failure.details, fields, aliases);
  if (failure.code === "conflict" && conflictField) return [{ field: conflictField, message: failure.error }];
  return [];
}

/**
 * Puts each message on its field (focusing the first) and toasts `title` with the first message, else with
 * the call's own error.
 */
export function reportFieldErrors<F extends string>(
  setError: (field: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  fieldErrors: FieldErrors<F>,
  title: string,
  callError: string,
): void {
  fieldErrors.forEach(({ field, message }, index) =>
    setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
  );
  toast.error(title, { description: fieldErrors[0]?.message ?? (callError || GENERIC_ERROR) });
}
