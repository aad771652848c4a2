// Which catalogue market and category (the /categories page, the ?category= filter) a prediction's
// market belongs to. Keys are the engine's market keys and the names admins type for manual picks.

const CATALOGUE: Record<string, { marketId: string; categoryId: string }> = {
  "1x2": { marketId: "1x2", categoryId: "match-result" },
  moneyline: { marketId: "1x2", categoryId: "match-result" },
  double_chance: { marketId: "double-chance", categoryId: "match-result" },
  draw_no_bet: { marketId: "draw-no-bet", categoryId: "match-result" },
  over_under: { marketId: "over-under-goals", categoryId: "goals-points" },
  btts: { marketId: "both-teams-score", categoryId: "goals-points" },
  total: { marketId: "total-points", categoryId: "goals-points" },
  spread: { marketId: "handicap", categoryId: "goals-points" },
  asian_handicap: { marketId: "handicap", categoryId: "goals-points" },
};

export function catalogueFor(market: string): { marketId: string; categoryId: string } | null {
  const key = market
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return CATALOGUE[key] ?? null;
}
