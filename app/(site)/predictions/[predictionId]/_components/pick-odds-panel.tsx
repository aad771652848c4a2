import { connection } from "next/server";

import { stakeSuggestionFor } from "@/lib/bets/stake-suggestion.service";
import type { MarketKey } from "@/lib/engine/types";
import { pickProbability } from "@/lib/format/predictions.rules";
import { probabilityBasis } from "@/lib/format/prediction-display.rules";
import type { OddsScreen as OddsScreenData } from "@/lib/predictions/odds-screen.rules";
import { pickLabel } from "@/lib/predictions/picks.rules";
import type { PredictionDto } from "@/lib/predictions/predictions.dto";

import { OddsScreen } from "./odds-screen";
import { StakeSuggestion } from "./stake-suggestion";

/**
 * The odds screen of a pick the viewer may read in full, and for a signed-in member their stake suggestion at the
 * screen's best price for the pick (the published price when the screen has none). Rendered at request time
 * inside the detail's per-viewer part, so a visitor's response carries no member data and reads no member row.
 */
export async function PickOddsPanel({
  prediction,
  screen,
  memberId,
}: {
  prediction: PredictionDto;
  screen: OddsScreenData | null;
  memberId: string | null;
}) {
  // Whether the match has kicked off (close or latest) and the suggestion's clock are the request's: without this,
  // the detail's prerender would read the clock (Next's blocking-prerender-current-time) and bake it in.
  await connection();
  const now = new Date();
  const kickoffAt = new Date(prediction.matchDate);
  const market = prediction.market as MarketKey;
  const outcomes = (screen?.selections ?? []).map((selection) =>
    pickLabel({ market, selection, line: prediction.line }, prediction.homeTeam, prediction.awayTeam),
  );
  const suggestion = memberId
    ? await stakeSuggestionFor(
        memberId,
        {
          probability: pickProbability(prediction),
          basis: probabilityBasis(prediction),
          price: (screen ? screen.best[screen.pickIndex]?.price : null) ?? prediction.decimalOdds,
          kickoffAt,
        },
        now,
      )
    : null;
  return (
    <>
      {suggestion ? <StakeSuggestion suggestion={suggestion} /> : null}
      <OddsScreen screen={screen} outcomes={outcomes} closed={kickoffAt.getTime() <= now.getTime()} />
    </>
  );
}
