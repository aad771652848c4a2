import type { Prediction } from "@/db/schema";

// Predictions as the API shows them: camelCase for the list and detail, snake_case
// for the today's-predictions call that tips and league/category stats read.

export function toPredictionDto(prediction: Prediction) {
  return {
    id: prediction.id,
    matchId: prediction.matchId,
    sport: prediction.sportId,
    league: prediction.leagueId,
    homeTeam: prediction.homeTeam,
    awayTeam: prediction.awayTeam,
    /** Our team ids when the match is stored (favourite buttons on team names); null for free-text teams. */
    homeTeamId: prediction.homeTeamId,
    awayTeamId: prediction.awayTeamId,
    matchDate: prediction.matchDate.toISOString(),
    market: prediction.market,
    category: prediction.categoryId,
    pick: prediction.pick,
    selection: prediction.selection,
    line: prediction.line,
    status: prediction.status,
    confidence: prediction.confidence,
    /** American odds (+150 / -120), as the cards show them. */
    odds: prediction.odds,
    decimalOdds: prediction.decimalOdds,
    modelProbability: prediction.modelProbability,
    marketProbability: prediction.marketProbability,
    expectedValue: prediction.expectedValue,
    edge: prediction.edge,
    /** Consensus pooled with the model (0..1); null on picks made before it existed and on manual picks. */
    fairProbability: prediction.fairProbability,
    fairBasis: prediction.fairBasis,
    consensusBookmakers: prediction.consensusBookmakers,
    /** Published because its edge cleared the threshold: a pick the product recommends as a bet. */
    isValue: prediction.isValue,
    /** Who offered the taken price (`decimalOdds`), and when it was captured. */
    bookmaker: prediction.bookmaker,
    priceCapturedAt: prediction.priceCapturedAt?.toISOString() ?? null,
    /** No-vig closing consensus of the pick's outcome and the pick's closing-line value, once the close is stored. */
    closingProbability: prediction.closingProbability,
    closingBookmakers: prediction.closingBookmakers,
    closingCapturedAt: prediction.closingCapturedAt?.toISOString() ?? null,
    clv: prediction.clv,
    factors: prediction.factors,
    analysis: prediction.analysis,
    isPremium: prediction.isPremium,
    isPublished: prediction.isPublished,
    source: prediction.source,
    modelVersion: prediction.modelVersion,
    lockedAt: prediction.lockedAt?.toISOString() ?? null,
    contentHash: prediction.contentHash,
    settledAt: prediction.settledAt?.toISOString() ?? null,
    resultNote: prediction.resultNote,
    createdAt: prediction.createdAt.toISOString(),
  };
}
export type PredictionDto = ReturnType<typeof toPredictionDto>;

/** 'upcoming' before kickoff, 'pending' after it until settled, then the settlement in lower case. */
function displayStatus(prediction: Pick<Prediction, "status" | "matchDate">, now: Date): string {
  if (prediction.status !== "PENDING") return prediction.status.toLowerCase();
  return prediction.matchDate > now ? "upcoming" : "pending";
}

export function toTodayItem(prediction: Prediction, now: Date) {
  return {
    id: prediction.id,
    home_team: prediction.homeTeam,
    away_team: prediction.awayTeam,
    market: prediction.market,
    pick: prediction.pick,
    confidence: prediction.confidence,
    odds: prediction.odds,
    /** The same price in decimal, as the pages show it by default. */
    decimal_odds: prediction.decimalOdds,
    /** The bookmaker whose price the odds are (the best at publication); null on older and manual picks. */
    bookmaker: prediction.bookmaker,
    expected_value: prediction.expectedValue,
    /** The same EV in percent of the stake. */
    edge: prediction.edge,
    /** Published as a value pick (only ever with a positive EV). */
    is_value: prediction.isValue,
    /** What the probability is made of (see the camelCase DTO's fairBasis); null on older and manual picks. */
    fair_probability: prediction.fairProbability,
    fair_basis: prediction.fairBasis,
    consensus_bookmakers: prediction.consensusBookmakers,
    model_probability: prediction.modelProbability,
    sport: prediction.sportId,
    league: prediction.leagueId,
    category: prediction.categoryId,
    source: prediction.source === "MODEL" ? "AI" : "Manual",
    is_premium: prediction.isPremium,
    match_date: prediction.matchDate.toISOString(),
    created_at: prediction.createdAt.toISOString(),
    status: displayStatus(prediction, now),
  };
}
