import "server-only";

import { activePause } from "@/lib/play/play-limits.queries";

import { findStakingSettings } from "./stake-suggestion.queries";
import { stakeSuggestion, type StakeSuggestion, type SuggestionPick } from "./stake-suggestion.rules";

// A member's stake suggestion for a pick they can see: their staking settings and whether a time-out or
// self-exclusion is running, read together, then the rule. Callers pass only picks the member may read in full
// (the entitlement shaping comes first), so a suggestion never hints at a withheld pick.

export async function stakeSuggestionFor(
  userId: string,
  pick: SuggestionPick,
  now: Date = new Date(),
): Promise<StakeSuggestion | null> {
  const [staking, pause] = await Promise.all([findStakingSettings(userId), activePause(userId, now)]);
  return stakeSuggestion(staking, pick, { paused: pause !== null, now });
}
