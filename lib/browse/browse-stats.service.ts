import "server-only";

import * as browseQueries from "@/lib/browse/browse-stats.queries";
import type { LeagueTier } from "@/db/schema";
import { measureAccuracy, type Accuracy } from "@/lib/catalogue/accuracy.rules";
import { visitorPickVisibility } from "@/lib/predictions/predictions.service";

// Measured statistics for /leagues and /categories (lib/catalogue/accuracy.rules.ts says how accuracy is measured),
// in place of the original's random placeholders and fixed 85 %.

const DAY = 24 * 60 * 60 * 1000;

/** The window of today's predictions: start of today to end of tomorrow, UTC (as listTodayPredictions). */
function todayWindow(now: Date): { todayStart: Date; todayEnd: Date } {
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { todayStart, todayEnd: new Date(todayStart.getTime() + 2 * DAY) };
}

export interface LeagueStats {
  id: string;
  name: string;
  sport: string;
  country: string;
  tier: LeagueTier;
  teams: number;
  predictions: number;
  upcoming: number;
  accuracy: Accuracy;
}

export interface LeaguesOverview {
  leagues: LeagueStats[];
  summary: {
    totalLeagues: number;
    leaguesWithPicks: number;
    premiumLeagues: number;
    countries: number;
    accuracy: Accuracy;
  };
}

/** The listed leagues with their measured statistics and the page's four summary figures. */
export async function getLeaguesOverview(now = new Date()): Promise<LeaguesOverview> {
  const rows = await browseQueries.listLeagueStats({ now });
  const leagues = rows.map((row) => ({
    id: row.id,
    name: row.name,
    sport: row.sport,
    country: row.country,
    tier: row.tier,
    teams: row.teams,
    predictions: row.predictions,
    upcoming: row.upcoming,
    accuracy: measureAccuracy(row.won, row.lost),
  }));
  const won = rows.reduce((sum, row) => sum + row.won, 0);
  const lost = rows.reduce((sum, row) => sum + row.lost, 0);
  return {
    leagues,
    summary: {
      totalLeagues: rows.length,
      leaguesWithPicks: rows.filter((row) => row.predictions > 0).length,
      premiumLeagues: rows.filter((row) => row.tier === "premium").length,
      countries: new Set(rows.map((row) => row.country.trim().toLowerCase())).size,
      accuracy: measureAccuracy(won, lost),
    },
  };
}

export interface CategoryStats {
  id: string;
  name: string;
  description: string;
  markets: string[];
  predictions: number;
  accuracy: Accuracy;
  /** Mean decimal odds of the category's published predictions, two decimals; null when it has none. */
  averageOdds: number | null;
}

export interface CategoriesOverview {
  categories: CategoryStats[];
  summary: {
    categories: number;
    categoriesWithPicks: number;
    markets: number;
    todayPredictions: number;
    accuracy: Accuracy;
  };
}

/**
 * The categories with their measured statistics and the page's four summary figures. The page is the same
 * for everyone: the average odds are over the picks a visitor may read.
 */
export async function getCategoriesOverview(now = new Date()): Promise<CategoriesOverview> {
  const rows = await browseQueries.listCategoryStats({
    now,
    ...todayWindow(now),
    readableBy: await visitorPickVisibility(),
  });
  const categories = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    markets: row.markets,
    predictions: row.predictions,
    accuracy: measureAccuracy(row.won, row.lost),
    averageOdds: row.averageOdds === null ? null : Math.round(row.averageOdds * 100) / 100,
  }));
  return {
    categories,
    summary: {
      categories: rows.length,
      categoriesWithPicks: rows.filter((row) => row.predictions > 0).length,
      markets: rows.reduce((sum, row) => sum + row.markets.length, 0),
      todayPredictions: rows[0]?.todayPredictions ?? 0,
      accuracy: measureAccuracy(
        rows.reduce((sum, row) => sum + row.won, 0),
        rows.reduce((sum, row) => sum + row.lost, 0),
      ),
    },
  };
}
