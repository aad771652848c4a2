import "server-only";

import { listLeaguesWithCounts } from "@/lib/catalogue/admin-leagues.queries";
import * as reference from "@/lib/catalogue/reference.queries";
import type { CategoriesQuery, LeaguesQuery } from "@/lib/catalogue/reference.input";

// Sports, leagues and categories as the public API and pages show them.

export async function getSportsWithLeagues() {
  const [sports, leagues] = await Promise.all([reference.listSports(), reference.listLeagues({})]);
  return sports.map((sport) => ({
    ...sport,
    leagues: leagues.filter((league) => league.sport === sport.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The listed leagues, searched by name or country (case-insensitive substring) and filtered by sport id. */
export function searchLeagues(query: LeaguesQuery) {
  return reference.listLeagues({ search: query.search, sport: query.sport });
}

/** Categories whose name, description or any market name contains the search term, with their markets. */
export async function searchCategories(query: CategoriesQuery) {
  const [categories, markets] = await Promise.all([reference.listCategories(query), reference.listMarkets()]);
  return categories.map((category) => ({
    ...category,
    markets: markets.filter((market) => market.categoryId === category.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The admin leagues page: every league, listed or not, with its team and match counts. */
export function listLeaguesForAdmin() {
  return listLeaguesWithCounts();
}
export type AdminLeague = Awaited<ReturnType<typeof listLeaguesForAdmin>>[number];
