// predictions.factors is JSON written by generation (lib/services/generation.ts factorsToJson):
// { model, expectedHome, expectedAway, inputs: [{ key, label, value, detail }] }. Manual predictions have
// none, and older rows may differ, so the detail page reads it defensively.

export interface FactorInput {
  key: string;
  label: string;
  value: number | string;
  detail: string | null;
}

export interface PredictionFactorsView {
  model: string | null;
  expectedHome: number | null;
  expectedAway: number | null;
  inputs: FactorInput[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const finite = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** The factors in a shape the page can render, skipping anything malformed; null when there are none. */
export function readFactors(factors: unknown): PredictionFactorsView | null {
  if (!isRecord(factors)) return null;
  const inputs = (Array.isArray(factors.inputs) ? factors.inputs : []).flatMap((input): FactorInput[] => {
    if (!isRecord(input) || typeof input.label !== "string") return [];
    const value = typeof input.value === "number" && Number.isFinite(input.value) ? input.value : typeof input.value === "string" ? input.value : null;
    if (value === null) return [];
    return [{ key: typeof input.key === "string" ? input.key : input.label, label: input.label, value, detail: typeof input.detail === "string" ? input.detail : null }];
  });
  const view = {
    model: typeof factors.model === "string" ? factors.model : null,
    expectedHome: finite(factors.expectedHome),
    expectedAway: finite(factors.expectedAway),
    inputs,
  };
  return view.inputs.length === 0 && view.expectedHome === null && view.model === null ? null : view;
}

/** A factor's value as shown: whole numbers as is, others to two decimals. */
export function formatFactorValue(value: number | string): string {
  if (typeof value === "string") return value;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
