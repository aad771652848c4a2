import { Odds } from "@/components/predictions/odds";
import { NO_STAKE_TEXT, type StakeSuggestion as Suggestion } from "@/lib/bets/stake-suggestion.rules";
import { formatPickEv, formatProbability } from "@/lib/format/predictions.rules";

// The member's own stake for this pick, rendered on the server into their response only (the page already reads
// their session for the pick's entitlement): visitors get none of it, and no client JavaScript is added.

/** 12.5 → "12.50 units"; with a currency, "12.50 EUR". */
function formatStake(stake: number, currency: string | null): string {
  return `${stake.toFixed(2)} ${currency ?? "units"}`;
}

const percent = (share: number) => `${Number((share * 100).toFixed(2))}%`;

export function StakeSuggestion({ suggestion }: { suggestion: Suggestion }) {
  return (
    <section aria-labelledby="stake-heading" className="flex flex-col gap-2 rounded-xl border p-5" data-testid="stake">
      <h2 id="stake-heading" className="text-base font-semibold">
        Your suggested stake
      </h2>
      {suggestion.kind === "none" ? (
        <p className="text-sm text-muted-foreground" data-testid="stake-none" data-reason={suggestion.reason}>
          {NO_STAKE_TEXT[suggestion.reason]}
        </p>
      ) : (
        <>
          <p className="font-mono text-xl font-semibold tabular-nums" data-testid="stake-amount">
            {formatStake(suggestion.stake, suggestion.currency)}
          </p>
          <p className="text-sm text-muted-foreground">
            {percent(suggestion.fraction)} Kelly on the fair probability {formatProbability(suggestion.probability)} at
            the best price <Odds decimal={suggestion.price} /> (EV {formatPickEv(suggestion.expectedValue)} per unit),
            {suggestion.capped
              ? ` held to your cap of ${percent(suggestion.cap)} of your bankroll.`
              : ` under your cap of ${percent(suggestion.cap)} of your bankroll.`}{" "}
            Your fraction, cap and bankroll are in your staking settings.
          </p>
        </>
      )}
    </section>
  );
}
