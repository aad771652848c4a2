// The six betting categories and their 23 markets, with descriptions written for this product.
import type { NewCategory, NewMarket } from "@/db/schema";

interface CategorySeed {
  id: string;
  name: string;
  description: string;
  markets: Array<{ id: string; name: string; description: string }>;
}

const CATEGORY_SEEDS: CategorySeed[] = [
  {
    id: "match-result",
    name: "Match Result",
    description:
      "Who wins the match: home, draw or away, plus the safer variations that cover two outcomes or refund the draw.",
    markets: [
      { id: "1x2", name: "1X2", description: "Home win (1), draw (X) or away win (2) at full time." },
      {
        id: "double-chance",
        name: "Double Chance",
        description: "Two of the three outcomes in one pick: 1X, X2 or 12.",
      },
      {
        id: "draw-no-bet",
        name: "Draw No Bet",
        description: "Back a team to win; the stake is returned if the match is drawn.",
      },
    ],
  },
  {
    id: "goals-points",
    name: "Goals & Points",
    description:
      "How many goals or points are scored, whether both sides score, and results with a head start applied.",
    markets: [
      {
        id: "over-under-goals",
        name: "Over/Under Goals",
        description: "Total goals above or below a line such as 2.5.",
      },
      {
        id: "both-teams-score",
        name: "Both Teams Score",
        description: "Whether both teams score at least one goal (yes or no).",
      },
      {
        id: "total-points",
        name: "Total Points",
        description: "Combined points or runs above or below the bookmaker's line.",
      },
      {
        id: "handicap",
        name: "Handicap",
        description: "The result after a goal or point handicap is applied to one side (spread).",
      },
    ],
  },
  {
    id: "player-props",
    name: "Player Props",
    description: "Markets on individual players: scorers, assists, discipline, shots and rebounds.",
    markets: [
      { id: "goalscorer", name: "Goalscorer", description: "A named player to score at any time, first or last." },
      { id: "assists", name: "Assists", description: "A player's assists above or below a line, or to record one." },
      { id: "cards", name: "Cards", description: "A player to be shown a yellow or red card." },
      { id: "shots", name: "Shots", description: "A player's shots or shots on target above or below a line." },
      { id: "rebounds", name: "Rebounds", description: "A basketball player's rebounds above or below a line." },
    ],
  },
  {
    id: "halftime",
    name: "Halftime",
    description: "Markets settled at the half-time whistle: the score, the goals and the handicap after 45 minutes.",
    markets: [
      { id: "ht-result", name: "HT Result", description: "Home, draw or away at half time." },
      {
        id: "ht-over-under",
        name: "HT Over/Under",
        description: "First-half goals above or below a line such as 0.5 or 1.5.",
      },
      {
        id: "ht-asian-handicap",
        name: "HT Asian Handicap",
        description: "The first-half result with an Asian handicap, removing or splitting the draw.",
      },
    ],
  },
  {
    id: "specials",
    name: "Specials",
    description: "Match statistics and exact outcomes: corners, bookings, how the contest is won and the final score.",
    markets: [
      { id: "corners", name: "Corners", description: "Total corners above or below a line, or which team wins more." },
      { id: "bookings", name: "Bookings", description: "Total booking points or cards shown in the match." },
      {
        id: "method-of-victory",
        name: "Method of Victory",
        description: "How the winner wins: in regulation, overtime, shoot-out or by knockout.",
      },
      { id: "exact-score", name: "Exact Score", description: "The precise final score." },
    ],
  },
  {
    id: "live",
    name: "Live Betting",
    description: "In-play markets priced while the match is running and updated with the score and the clock.",
    markets: [
      { id: "live-1x2", name: "Live 1X2", description: "Home, draw or away, priced during the match." },
      { id: "next-goal", name: "Next Goal", description: "Which team scores the next goal, or no further goal." },
      {
        id: "live-over-under",
        name: "Live O/U",
        description: "Remaining total goals or points against an in-play line.",
      },
      { id: "live-handicap", name: "Live Handicap", description: "An in-play handicap on the rest of the match." },
    ],
  },
];

export const CATEGORIES: NewCategory[] = CATEGORY_SEEDS.map(({ id, name, description }, index) => ({
  id,
  name,
  description,
  sortOrder: index + 1,
}));

export const MARKETS: NewMarket[] = CATEGORY_SEEDS.flatMap((category) =>
  category.markets.map((market, index) => ({ ...market, categoryId: category.id, sortOrder: index + 1 })),
);
