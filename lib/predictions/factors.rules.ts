// predictions.factors is JSON written by generation (lib/generation/generation.service.ts factorsToJson):
// { model, expectedHome, expectedAway, inputs: [{ key, label, value, detail }] }. Manual predictions have
// none, and older rows may differ, so the detail page reads it defensively. The models see teams by our
// team ids, so a detail such as "<id> played yesterday" names a team by id: the page swaps in the names.

interface FactorInput {
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const finite = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Team id → display name, for the ids the models write into factor details. */
export type TeamNames = Readonly<Record<string, string>>;

/** The id → name map of a prediction's two teams (free-text teams have no id and need none). */
export function teamNamesOf(prediction: {
  homeTeam: string;
  awayTeam: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
}): TeamNames {
  const names: Record<string, string> = {};
  if (prediction.homeTeamId) names[prediction.homeTeamId] = prediction.homeTeam;
  if (prediction.awayTeamId) names[prediction.awayTeamId] = prediction.awayTeam;
  return names;
}

/** A factor's text with every team id it contains replaced by the team's name. */
function nameTeams(text: string, names: TeamNames): string {
  let named = text;
  for (const [id, name] of Object.entries(names)) if (id) named = named.split(id).join(name);
  return named;
}

/**
 * The factors in a shape the page can render, skipping anything malformed; null when there are none.
 * Team ids in labels and details become the names in `teamNames`.
 */
export function readFactors(factors: unknown, teamNames: TeamNames = {}): PredictionFactorsView | null {
  if (!isRecord(factors)) return null;
  const inputs = (Array.isArray(factors.inputs) ? factors.inputs : []).flatMap((input): FactorInput[] => {
    if (!isRecord(input) || typeof input.label !== "string") return [];
    const value =
      typeof input.value === "number" && Number.isFinite(input.value)
        ? input.value
        : typeof input.value === "string"
          ? input.value
          : null;
    if (value === null) return [];
    return [
      {
        key: typeof input.key === "string" ? input.key : input.label,
        label: nameTeams(input.label, teamNames),
        value: typeof value === "string" ? nameTeams(value, teamNames) : value,
        detail: typeof input.detail === "string" ? nameTeams(input.detail, teamNames) : null,
      },
    ];
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
