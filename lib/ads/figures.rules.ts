// Pure figures of the ad console: CTR, revenue in dollars and the stat cards (no database).

export interface AdUnitTotals {
  impressions: number;
  clicks: number;
  /** Millionths of a US dollar, as ad_events stores it. */
  revenueMicros: number;
}

/** Clicks per impression as a percentage with two decimals; 0 before any impression. */
export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}

/** Micro-dollars to dollars, rounded to the cent. */
export const microsToUsd = (micros: number) => Math.round(micros / 10_000) / 100;

export function adUnitFigures(totals: AdUnitTotals) {
  return {
    impressions: totals.impressions,
    clicks: totals.clicks,
    ctr: clickThroughRate(totals.clicks, totals.impressions),
    revenue: microsToUsd(totals.revenueMicros),
  };
}

/** The stat cards: unit counts by status and the totals over every unit's recorded events. */
export function summariseAdUnits(units: readonly (AdUnitTotals & { status: string })[]) {
  const impressions = units.reduce((sum, unit) => sum + unit.impressions, 0);
  const clicks = units.reduce((sum, unit) => sum + unit.clicks, 0);
  const revenueMicros = units.reduce((sum, unit) => sum + unit.revenueMicros, 0);
  return {
    totalUnits: units.length,
    activeUnits: units.filter((unit) => unit.status === "ACTIVE").length,
    pausedUnits: units.filter((unit) => unit.status === "PAUSED").length,
    draftUnits: units.filter((unit) => unit.status === "DRAFT").length,
    ...adUnitFigures({ impressions, clicks, revenueMicros }),
  };
}
export type AdStats = ReturnType<typeof summariseAdUnits>;
