import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FullAnalysis } from "@/app/(site)/predictions/[predictionId]/_components/prediction-detail";
import { db } from "@/db";
import { teams } from "@/db/schema";
import { shapePredictionDetail } from "@/lib/predictions/entitlements.service";
import { getPublicPredictionDetail } from "@/lib/predictions/pages.service";
import type { PredictionDto } from "@/lib/predictions/predictions.dto";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

// The models see teams by our team ids, so the factors generation stores name teams by id
// ("<id> played yesterday"). The detail page must show the teams' names.

describe("prediction detail factors", () => {
  it("name the teams, never their ids", async () => {
    const [home, away] = await db
      .insert(teams)
      .values([
        { sportId: "basketball", name: "Boston Celtics" },
        { sportId: "basketball", name: "Denver Nuggets" },
      ])
      .returning();
    const prediction = await makePrediction({
      sportId: "basketball",
      leagueId: "nba",
      homeTeam: home!.name,
      awayTeam: away!.name,
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      market: "moneyline",
      marketId: null,
      categoryId: null,
      pick: home!.name,
      factors: {
        model: "nba-mov-elo",
        inputs: [
          {
            key: "home_rating",
            label: "Home Elo rating",
            value: 1612,
            detail: `${home!.id} margin-of-victory Elo 1612`,
          },
          {
            key: "away_rating",
            label: "Away Elo rating",
            value: 1544,
            detail: `${away!.id} margin-of-victory Elo 1544`,
          },
          { key: "rest", label: "Back-to-back", value: 1.2, detail: `${away!.id} played yesterday` },
        ],
      },
    });
    const admin = await makeUserWithToken("ADMIN");
    const detail = await shapePredictionDetail((await getPublicPredictionDetail(prediction.id))!, admin.user);
    expect(detail.prediction.withheld).toBe(false);

    const html = renderToStaticMarkup(
      createElement(FullAnalysis, {
        prediction: detail.prediction as PredictionDto,
        oddsHistory: detail.oddsHistory,
        modelBacktest: detail.modelBacktest,
      }),
    );
    expect(html).toContain("Denver Nuggets played yesterday");
    expect(html).toContain("Boston Celtics margin-of-victory Elo 1612");
    expect(html).not.toContain(home!.id);
    expect(html).not.toContain(away!.id);
  });
});
