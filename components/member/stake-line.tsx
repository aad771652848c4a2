import { NO_STAKE_TEXT, type StakeSuggestion } from "@/lib/bets/stake-suggestion.rules";
import { formatDecimalOdds } from "@/lib/format/odds.rules";

// One followed pick's stake suggestion under its row (/user/predictions, the dashboard's recent picks), sized at the
// published price (the pick's page sizes it at the best price now). Nothing when the API sent none: no bankroll, a
// settled pick, or a running pause.

const percent = (share: number) => `${Number((share * 100).toFixed(2))}%`;

export function StakeLine({ suggestion }: { suggestion: StakeSuggestion | undefined }) {
  if (!suggestion) return null;
  if (suggestion.kind === "none") {
    return (
      <p className="pb-3 text-sm text-muted-foreground" data-testid="tracked-stake" data-reason={suggestion.reason}>
        {NO_STAKE_TEXT[suggestion.reason]}
      </p>
    );
  }
  return (
    <p className="pb-3 text-sm" data-testid="tracked-stake">
      <span className="font-medium">
        Suggested stake {suggestion.stake.toFixed(2)} {suggestion.currency ?? "units"}
      </span>{" "}
      <span className="text-muted-foreground">
        ({percent(suggestion.fraction)} Kelly at the published price {formatDecimalOdds(suggestion.price)},{" "}
        {suggestion.capped ? "held to" : "under"} your {percent(suggestion.cap)} cap)
      </span>
    </p>
  );
}
