import "server-only";

import { activePause } from "@/lib/play/play-limits.queries";
import { pickProbability } from "@/lib/format/predictions.rules";
import { probabilityBasis } from "@/lib/format/prediction-display.rules";

import { readStaking } from "./bets.queries";
import { listSuggestionPicks } from "./stake-suggestion.queries";
import { stakeSuggestion, type StakeSuggestion, type SuggestionPick } from "./stake-suggestion.rules";

// A member's stake suggestion for a pick they can see: their staking settings and whether a time-out or
// self-exclusion is running, read together, then the rule. Callers pass only picks the member may read in full
// (the entitlement shaping comes first), so a suggestion never hints at a withheld pick.

export async function stakeSuggestionFor(
  userId: string,
  pick: SuggestionPick,
  now: Date = new Date(),
): Promise<StakeSuggestion | null> {
  const [staking, pause] = await Promise.all([readStaking(userId), activePause(userId, now)]);
  return stakeSuggestion(staking ?? null, pick, { paused: pause !== null, now });
}

/**
 * The member's suggestions for a list of picks (their own followed picks), sized at each pick's published price,
 * by pick id; picks with nothing to show are left out. Paused or without a bankroll, the picks are not even read.
 */
export async function stakeSuggestionsFor(
  userId: string,
  pickIds: readonly string[],
  now: Date = new Date(),
): Promise<Record<string, StakeSuggestion>> {
  const [staking, pause] = await Promise.all([readStaking(userId), activePause(userId, now)]);
  if (pause || !staking?.bankroll || pickIds.length === 0) return {};
  const suggestions: Record<string, StakeSuggestion> = {};
  for (const pick of await listSuggestionPicks(pickIds)) {
    const suggestion = stakeSuggestion(
      staking,
      {
        probability: pickProbability(pick),
        basis: probabilityBasis(pick),
        price: pick.decimalOdds,
        kickoffAt: pick.matchDate,
      },
      { paused: false, now },
    );
    if (suggestion) suggestions[pick.id] = suggestion;
  }
  return suggestions;
}
