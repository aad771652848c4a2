import "server-only";

import { sql, type SQLWrapper } from "drizzle-orm";

// The groupings the track record is answered in, one pass each (grouping sets). The scans over predictions
// and the readers of the per-day aggregate tables group the same way over different columns, so the SQL of
// the groupings and the naming of each result row are written here once, for both.

export type TrackRecordDimension = "all" | "sport" | "market" | "month";
export type ClvDimension = "all" | "sport" | "market" | "band" | "model";

type Expression = SQLWrapper;

/** Overall, per sport, per market and per match month: which of them a row is. */
export function outcomeDimension(by: { sportId: Expression; market: Expression; month: Expression }) {
  return sql<TrackRecordDimension>`case
    when grouping(${by.sportId}) = 0 then 'sport'
    when grouping(${by.market}) = 0 then 'market'
    when grouping(${by.month}) = 0 then 'month'
    else 'all' end`;
}

/** Overall, per sport, per market, per edge band and per model version: which of them a row is. */
export function clvDimension(by: {
  sportId: Expression;
  market: Expression;
  band: Expression;
  modelVersion: Expression;
}) {
  return sql<ClvDimension>`case
    when grouping(${by.sportId}) = 0 then 'sport'
    when grouping(${by.market}) = 0 then 'market'
    when grouping(${by.band}) = 0 then 'band'
    when grouping(${by.modelVersion}) = 0 then 'model'
    else 'all' end`;
}

/** The CLV groups, each for every pick and again (with `isValue`) for the value picks alone. */
export function clvGroupingSets(by: {
  isValue: Expression;
  sportId: Expression;
  sportName: Expression;
  market: Expression;
  band: Expression;
  modelVersion: Expression;
}) {
  const { isValue, sportId, sportName, market, band, modelVersion } = by;
  return sql`grouping sets ((), (${sportId}, ${sportName}), (${market}), (${band}), (${modelVersion}),
    (${isValue}), (${isValue}, ${sportId}, ${sportName}), (${isValue}, ${market}), (${isValue}, ${band}), (${isValue},
    ${modelVersion}))`;
}

/** The key of an outcome or calibration row: sport id, market or "YYYY-MM"; null on the overall row. */
export function outcomeKey(
  dimension: TrackRecordDimension,
  row: { sportId: string; market: string; month: string },
): string | null {
  return dimension === "sport"
    ? row.sportId
    : dimension === "market"
      ? row.market
      : dimension === "month"
        ? row.month
        : null;
}

/** The key of a CLV row: sport id, market, band index (as text) or model version; null on the overall row. */
export function clvKey(
  dimension: ClvDimension,
  row: { sportId: string; market: string; band: number | null; modelVersion: string | null },
): string | null {
  if (dimension === "sport") return row.sportId;
  if (dimension === "market") return row.market;
  if (dimension === "band") return row.band === null ? null : String(row.band);
  if (dimension === "model") return row.modelVersion;
  return null;
}
