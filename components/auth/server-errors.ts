// Helpers for the account forms' failed API calls (apiFetch results).

export const GENERIC_ERROR = "An unexpected error occurred";

/**
 * The per-field messages of a validation_failed envelope (`details: [{ path, message }]`), keyed by form
 * field. `aliases` maps API field names onto form fields (e.g. fullName → lastName on the sign-up form).
 */
export function serverFieldErrors<F extends string>(
  details: unknown,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): { field: F; message: string }[] {
  if (!Array.isArray(details)) return [];
  const found: { field: F; message: string }[] = [];
  for (const issue of details) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field = aliases[path] ?? fields.find((name) => name === path);
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, message });
  }
  return found;
}
