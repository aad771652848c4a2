import { z } from "zod";

import { slugId } from "@/lib/core/common.input";

// Inputs of the admin dashboard's own endpoints.

/** The scraper panel's sports and their leagues; the panel's fallback when /api/scraping/providers has none. */
export const PANEL_SPORTS = ["football", "basketball", "baseball", "hockey", "soccer"] as const;
export const PANEL_LEAGUES: Readonly<Record<(typeof PANEL_SPORTS)[number], readonly string[]>> = {
  football: ["nfl"],
  basketball: ["nba"],
  baseball: ["mlb"],
  hockey: ["nhl"],
  soccer: ["mls", "epl"],
};

/** POST /api/admin/dashboard/generate-predictions: the panel's sport word and a league id. */
export const panelGenerateSchema = z
  .object({
    sport: slugId,
    league: slugId,
  })
  .strict();
export type PanelGenerateInput = z.infer<typeof panelGenerateSchema>;
