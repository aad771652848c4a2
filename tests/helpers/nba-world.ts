// A small NBA world for engine-backed tests: four teams of known strength and `games` finished games, one
// every two days up to `now` (stronger teams win more, by more; home advantage 3; a deterministic wobble).
import { db } from "@/db";
import { matches, teams } from "@/db/schema";

const DAY = 24 * 60 * 60 * 1000;
const NBA_WORLD_STRENGTH: Record<string, number> = { Aces: 8, Bulls: 3, Comets: -2, Dukes: -6 };

export async function makeNbaWorld(now: Date, { prefix = "w", games = 60 } = {}): Promise<Record<string, string>> {
  const rows = await db
    .insert(teams)
    .values(
      Object.keys(NBA_WORLD_STRENGTH).map((name) => ({
        sportId: "basketball",
        leagueId: "nba",
        name: `${prefix === "w" ? "" : `${prefix} `}${name}`,
        provider: "test",
        externalId: `${prefix}-t-${name}`,
      })),
    )
    .returning({ id: teams.id, name: teams.name });
  const teamIds = Object.fromEntries(rows.map((row, index) => [Object.keys(NBA_WORLD_STRENGTH)[index]!, row.id]));
  const names = Object.keys(NBA_WORLD_STRENGTH);
  const history = Array.from({ length: games }, (_, game) => {
    const home = names[game % 4]!;
    const away = names[(game + 1 + (Math.floor(game / 4) % 3)) % 4]!;
    const margin = NBA_WORLD_STRENGTH[home]! - NBA_WORLD_STRENGTH[away]! + 3 + ((game * 7) % 11) - 5 || 1;
    return {
      sportId: "basketball",
      leagueId: "nba",
      homeTeamId: teamIds[home]!,
      awayTeamId: teamIds[away]!,
      kickoffAt: new Date(now.getTime() - (games - game) * 2 * DAY),
      status: "COMPLETED" as const,
      homeScore: margin > 0 ? 110 + margin : 110,
      awayScore: margin > 0 ? 110 : 110 - margin,
      season: "2026-27",
      provider: "test",
      externalId: `${prefix}-g-${game}`,
    };
  });
  await db.insert(matches).values(history);
  return teamIds;
}
