import { PANEL_LEAGUES, type PANEL_SPORTS } from "@/lib/analytics/dashboard.input";

export type PanelSport = (typeof PANEL_SPORTS)[number];

/** What GET /api/scraping/providers answers that the panel reads. */
export interface ProvidersAnswer {
  /** Our sport id → the leagues a configured provider can scrape. */
  sports?: Record<string, string[]>;
  /** The panel's sport words → our sport ids ('soccer' → 'football', 'football' → 'american-football'). */
  sportAliases?: Record<string, string>;
}

/**
 * The league choices for a panel sport: those the providers answer for it (through the alias), else the
 * fixed list (nfl, nba, mlb, nhl, mls and epl), so the panel works before any provider is set.
 * The panel's 'football' is American football, so our 'football' (soccer) leagues never land under it.
 */
export function leaguesForPanelSport(sport: PanelSport, answer: ProvidersAnswer | null): readonly string[] {
  const ourSport = answer?.sportAliases?.[sport] ?? sport;
  const fromProviders = answer?.sports?.[ourSport];
  return fromProviders && fromProviders.length > 0 ? fromProviders : PANEL_LEAGUES[sport];
}
