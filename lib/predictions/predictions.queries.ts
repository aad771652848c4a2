import "server-only";

import { and, asc, eq, gte, ilike, lt, not, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { predictions, type Prediction, type PredictionSource, type PredictionStatus } from "@/db/schema";

import type { CursorValue } from "@/lib/core/cursor.input";
import type { PickVisibility } from "@/lib/predictions/entitlements.rules";

export type { PickVisibility };

import { countUpTo } from "@/db/sql/capped-count";
import { keysetAfter, keysetOrderBy, keysetValues, parseKeysetValues, type KeyColumn } from "@/lib/core/keyset";
import { containsPattern } from "@/db/sql/like";

// Predictions: SQL only. Filters and sort keys arrive already validated (lib/predictions/predictions.input.ts).

export type PredictionSort = "kickoff" | "recent" | "confidence" | "edge";

export interface PredictionFilters {
  sport?: string;
  league?: string;
  category?: string;
  market?: string;
  status?: PredictionStatus;
  source?: PredictionSource;
  startDate?: Date;
  endDate?: Date;
  minConfidence?: number;
  positiveEdge?: boolean;
  valueOnly?: boolean;
  modelShaped?: boolean;
  premium?: boolean;
  search?: string;
  /** false = include unpublished (admins). */
  publishedOnly?: boolean;
}

/**
 * True for a row whose pick fields (pick, confidence, edge, EV, odds…) this viewer may not read: a pending
 * pick that is premium without premium access, or not premium and outside the day's allowance when the
 * viewer has a daily limit (lib/predictions/entitlements.rules.ts withholdReason, in SQL). Undefined when
 * the viewer reads every row. Decided here, in the statement, so filters, order, paging and counts all
 * see the same rows the answer then withholds.
 */
export function hiddenPick(visibility: PickVisibility | null | undefined): SQL | undefined {
  if (!visibility) return undefined;
  const { premiumPicks, dailyLimit } = visibility.entitlement;
  const premium = premiumPicks ? undefined : eq(predictions.isPremium, true);
  const overLimit =
    dailyLimit === null
      ? undefined
      : and(
          eq(predictions.isPremium, false),
          visibility.allowance.length > 0 ? notInArray(predictions.id, [...visibility.allowance]) : undefined,
        );
  const reason = or(premium, overLimit);
  return reason ? and(eq(predictions.status, "PENDING"), reason) : undefined;
}

/** A value pick (lib/format/prediction-display.rules.ts pickKind "value"): published as value, with a positive EV. */
const VALUE_PICK = sql`(${predictions.isValue} and ${predictions.expectedValue} > 0)`;

/**
 * A pick whose probability the model shaped (display.rules probabilityBasis / modelShaped): the fair
 * forecast pooled with the model or the model alone, or a model pick from before the fair forecast.
 */
const MODEL_SHAPED = sql`(case when ${predictions.fairProbability} is not null then ${predictions.fairBasis} in
  ('market+model', 'model-only') else ${predictions.source} = 'MODEL' and ${predictions.modelProbability} is not null
  end)`;

/** A condition on hidden fields, matched only by rows whose fields the viewer may read. */
function onVisibleRows(hidden: SQL | undefined, condition: SQL): SQL {
  return hidden ? and(not(hidden), condition)! : condition;
}

/** A hidden field as the viewer's SQL sees it: null on a withheld row, so it can neither order nor match it. */
function visibleValue(hidden: SQL | undefined, column: AnyPgColumn): SQL | AnyPgColumn {
  return hidden ? sql`(case when ${hidden} then null else ${column} end)` : column;
}

/**
 * The filters as a WHERE. Filters on hidden fields (minConfidence, positiveEdge, valueOnly, modelShaped: a
 * withheld pick keeps none of confidence, EV, isValue or its probability's basis) and the search's match on
 * the pick text apply only to rows the viewer may read: a withheld row never matches them, so whether it
 * is in the answer (or a count) says nothing about its values. Team names are searched on every row.
 */
function filtersToWhere(filters: PredictionFilters, hidden?: SQL): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    filters.publishedOnly === false ? undefined : eq(predictions.isPublished, true),
    filters.sport ? eq(predictions.sportId, filters.sport) : undefined,
    filters.league ? eq(predictions.leagueId, filters.league) : undefined,
    filters.category ? eq(predictions.categoryId, filters.category) : undefined,
    filters.market ? or(eq(predictions.market, filters.market), eq(predictions.marketId, filters.market)) : undefined,
    filters.status ? eq(predictions.status, filters.status) : undefined,
    filters.source ? eq(predictions.source, filters.source) : undefined,
    filters.startDate ? gte(predictions.matchDate, filters.startDate) : undefined,
    filters.endDate ? lt(predictions.matchDate, filters.endDate) : undefined,
    filters.minConfidence !== undefined
      ? onVisibleRows(hidden, gte(predictions.confidence, filters.minConfidence))
      : undefined,
    filters.positiveEdge ? onVisibleRows(hidden, sql`${predictions.edge} > 0`) : undefined,
    filters.valueOnly ? onVisibleRows(hidden, VALUE_PICK) : undefined,
    filters.modelShaped ? onVisibleRows(hidden, MODEL_SHAPED) : undefined,
    filters.premium !== undefined ? eq(predictions.isPremium, filters.premium) : undefined,
    pattern
      ? or(
          ilike(predictions.homeTeam, pattern),
          ilike(predictions.awayTeam, pattern),
          onVisibleRows(hidden, ilike(predictions.pick, pattern)),
        )
      : undefined,
  );
}

// Each sort's order, its id last so equal values page stably; the same description gives the keyset
// cursor of a row and the WHERE that resumes after it (./keyset.ts).
const ORDER_KEYS: Record<PredictionSort, KeyColumn[]> = {
  kickoff: [
    { column: predictions.matchDate, direction: "asc", type: "timestamptz" },
    { column: predictions.confidence, direction: "desc", type: "numeric" },
    { column: predictions.id, direction: "asc", type: "text" },
  ],
  recent: [
    { column: predictions.matchDate, direction: "desc", type: "timestamptz" },
    { column: predictions.createdAt, direction: "desc", type: "timestamptz" },
    { column: predictions.id, direction: "asc", type: "text" },
  ],
  confidence: [
    { column: predictions.confidence, direction: "desc", type: "numeric" },
    { column: predictions.matchDate, direction: "asc", type: "timestamptz" },
    { column: predictions.id, direction: "asc", type: "text" },
  ],
  edge: [
    { column: predictions.edge, direction: "desc", type: "numeric", nulls: "last" },
    { column: predictions.matchDate, direction: "asc", type: "timestamptz" },
    { column: predictions.id, direction: "asc", type: "text" },
  ],
};

/**
 * A sort's keys for a viewer. Full access: the order indexes' keys (ORDER_KEYS). Otherwise a hidden field
 * in the order is the viewer's visible value (null on withheld rows): by confidence or edge, the rows the
 * viewer may read come first by that value and the withheld ones after them, by kick-off and id only;
 * by kick-off, picks at the same kick-off go visible by confidence, then withheld by id. The order, the
 * page a row lands on and the cursor (which carries these same values, so null for a withheld row's
 * hidden key) then depend on nothing the viewer may not read.
 */
export function predictionOrderKeys(sort: PredictionSort, visibility: PickVisibility | null | undefined): KeyColumn[] {
  const hidden = hiddenPick(visibility);
  if (!hidden) return ORDER_KEYS[sort];
  const withheldLast: KeyColumn = { column: sql`(${hidden})`, direction: "asc", type: "boolean" };
  const matchDate: KeyColumn = { column: predictions.matchDate, direction: "asc", type: "timestamptz" };
  const id: KeyColumn = { column: predictions.id, direction: "asc", type: "text" };
  switch (sort) {
    case "kickoff":
      return [
        matchDate,
        { column: visibleValue(hidden, predictions.confidence), direction: "desc", type: "numeric", nulls: "last" },
        id,
      ];
    case "recent":
      return ORDER_KEYS.recent;
    case "confidence":
      return [
        withheldLast,
        { column: visibleValue(hidden, predictions.confidence), direction: "desc", type: "numeric", nulls: "last" },
        matchDate,
        id,
      ];
    case "edge":
      return [
        withheldLast,
        { column: visibleValue(hidden, predictions.edge), direction: "desc", type: "numeric", nulls: "last" },
        matchDate,
        id,
      ];
  }
}
/**
 * One page of predictions. With `after` (a cursor's values) the page resumes strictly after that row and
 * the total is not counted (null): counting every match would cost what the cursor saves. Otherwise the
 * page is `page` by offset, with the matching rows counted up to `countCap` (cap + 1 means more; null:
 * not counted, for readers that show no total).
 * `next` is the cursor of the page's last row when more follow.
 */
export async function listPredictions(
  params: PredictionFilters & {
    page: number;
    limit: number;
    sort: PredictionSort;
    after?: readonly CursorValue[];
    countCap: number | null;
    /** What the viewer may not read (entitlements.service pickVisibilityOf); null or left out: everything. */
    visibility?: PickVisibility | null;
  },
  tx: DbOrTx = db,
): Promise<{ rows: Prediction[]; total: number | null; next: CursorValue[] | null }> {
  const hidden = hiddenPick(params.visibility);
  const where = filtersToWhere(params, hidden);
  const keys = predictionOrderKeys(params.sort, params.visibility);
  const [found, total] = await Promise.all([
    hidden && (params.sort === "confidence" || params.sort === "edge")
      ? readableFirst({ ...params, sort: params.sort }, where, hidden, keys, tx)
      : tx
          .select({ row: predictions, cursor: keysetValues(keys) })
          .from(predictions)
          .where(params.after ? and(where, keysetAfter(keys, params.after)) : where)
          .orderBy(...keysetOrderBy(keys))
          // One more than the page tells whether another page follows.
          .limit(params.limit + 1)
          .offset(params.after ? 0 : (params.page - 1) * params.limit),
    params.after || params.countCap === null ? null : countUpTo(tx, predictions, where, params.countCap),
  ]);
  const page = found.slice(0, params.limit);
  const last = page.at(-1);
  return {
    rows: page.map((entry) => entry.row),
    total,
    next: found.length > params.limit && last ? parseKeysetValues(last.cursor) : null,
  };
}

/**
 * One page (plus one row) in a by-confidence or by-edge order for a viewer who may not read every row:
 * the readable rows by the value, then the withheld ones by kick-off and id (predictionOrderKeys). Read
 * as two walks instead of one sort over the whole table: the readable rows down the sort's own order index
 * (the few withheld ones are skipped as it goes), and the withheld rows by kick-off only once the readable
 * ones run out. The cursor is the same four values either way ([withheld, value, kick-off, id]), so it says
 * which walk to resume.
 */
async function readableFirst(
  params: PredictionFilters & {
    page: number;
    limit: number;
    sort: "confidence" | "edge";
    after?: readonly CursorValue[];
  },
  where: SQL | undefined,
  hidden: SQL,
  keys: KeyColumn[],
  tx: DbOrTx,
) {
  const want = params.limit + 1;
  const offset = params.after ? 0 : (params.page - 1) * params.limit;
  const readableKeys = ORDER_KEYS[params.sort];
  const withheldKeys = [keys[2]!, keys[3]!];
  const walk = (condition: SQL | undefined, order: KeyColumn[], limit: number, skip: number) =>
    tx
      .select({ row: predictions, cursor: keysetValues(keys) })
      .from(predictions)
      .where(condition)
      .orderBy(...keysetOrderBy(order))
      .limit(limit)
      .offset(skip);

  const resumeWithheld = params.after?.[0] === true;
  const readable = resumeWithheld
    ? []
    : await walk(
        and(where, not(hidden), params.after ? keysetAfter(readableKeys, params.after.slice(1)) : undefined),
        readableKeys,
        want,
        offset,
      );
  if (readable.length >= want) return readable;
  // The readable rows end on this page (or before it): the withheld ones follow. By number, a page past
  // the last readable row skips what the earlier pages showed of the withheld ones.
  let skip = 0;
  if (!params.after && readable.length === 0 && offset > 0) {
    skip = offset - (await countUpTo(tx, predictions, and(where, not(hidden)), offset));
  }
  const withheld = await walk(
    and(where, hidden, resumeWithheld ? keysetAfter(withheldKeys, params.after!.slice(2)) : undefined),
    withheldKeys,
    want - readable.length,
    skip,
  );
  return [...readable, ...withheld];
}

/**
 * How many predictions match the filters in each of some kick-off ranges [start, end), in one scan:
 * the live list's date tabs.
 */
export async function countPredictionsInRanges<K extends string>(
  filters: PredictionFilters,
  ranges: Record<K, { start: Date; end: Date }>,
  visibility: PickVisibility | null = null,
  tx: DbOrTx = db,
): Promise<Record<K, number>> {
  const keys = Object.keys(ranges) as K[];
  const columns = Object.fromEntries(
    keys.map((key) => {
      const { start, end } = ranges[key];
      const inRange = sql`${predictions.matchDate} >= ${start.toISOString()} and ${predictions.matchDate} <
        ${end.toISOString()}`;
      return [key, sql<number>`count(*) filter (where ${inRange})`.mapWith(Number)];
    }),
  ) as Record<K, SQL.Aliased<number> | SQL<number>>;
  const [row] = await tx
    .select(columns)
    .from(predictions)
    .where(filtersToWhere(filters, hiddenPick(visibility)));
  return row as Record<K, number>;
}

/** The sports that have at least one published pick. */
export async function listSportsWithPublishedPicks(tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ sport: predictions.sportId })
    .from(predictions)
    .where(eq(predictions.isPublished, true));
  return rows.map((row) => row.sport);
}

/**
 * The UTC days ('YYYY-MM-DD') that have pending non-premium published picks: the only days whose free
 * allowance decides whether a row is withheld (settled and premium picks do not depend on it).
 */
export async function listPendingPickDays(tx: DbOrTx = db): Promise<string[]> {
  const day = sql<string>`to_char(${predictions.matchDate} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await tx
    .selectDistinct({ day })
    .from(predictions)
    .where(and(eq(predictions.isPublished, true), eq(predictions.status, "PENDING"), eq(predictions.isPremium, false)))
    .orderBy(day);
  return rows.map((row) => row.day);
}

/**
 * The first `limit` non-premium published picks kicking off in [start, end), in the free allowance's order
 * (kick-off, then id), with what that order needs: the only picks a day's allowance can choose from (the
 * entitlement rules pick the day's full ones from these, lib/predictions/entitlements.rules.ts
 * allowanceIds). The kick-off order index walks the day from its start, so a busy day costs `limit` rows.
 */
export function listAllowanceCandidates(params: { start: Date; end: Date; limit: number }, tx: DbOrTx = db) {
  return tx
    .select({ id: predictions.id, matchDate: predictions.matchDate, isPremium: predictions.isPremium })
    .from(predictions)
    .where(
      and(
        eq(predictions.isPublished, true),
        eq(predictions.isPremium, false),
        gte(predictions.matchDate, params.start),
        lt(predictions.matchDate, params.end),
      ),
    )
    .orderBy(asc(predictions.matchDate), asc(predictions.id))
    .limit(params.limit);
}

/**
 * The live list's summary cards, over the predictions matching the list's `filters` (published ones unless
 * `publishedOnly` is false; the filters' own dates are ignored): picks kicking off in [startDate, endDate)
 * with their average confidence and how many reach `highConfidence`; WIN and LOSS counts of picks that
 * kicked off since `settledSince`, and of all time (the accuracy banner). The confidence figures are over
 * the picks `visibility` may read (a withheld pick's confidence would move the average, or the count, by
 * its own value); the number of picks counts every one.
 */
export async function getPredictionWindowSummary(
  params: { filters: PredictionFilters; startDate: Date; endDate: Date; highConfidence: number; settledSince: Date },
  visibility: PickVisibility | null = null,
  tx: DbOrTx = db,
) {
  const hidden = hiddenPick(visibility);
  const inWindow = sql`${predictions.matchDate} >= ${params.startDate.toISOString()} and ${predictions.matchDate} <
    ${params.endDate.toISOString()}`;
  const readable = onVisibleRows(hidden, inWindow);
  const recent = sql`${predictions.matchDate} >= ${params.settledSince.toISOString()}`;
  const [row] = await tx
    .select({
      picks: sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number),
      averageConfidence: sql<number | null>`avg(${predictions.confidence}) filter (where ${readable})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      highConfidence: sql<number>`count(*) filter (where ${readable}
        and ${predictions.confidence} >= ${params.highConfidence})`.mapWith(Number),
      recentWon: sql<number>`count(*) filter (where ${recent} and ${predictions.status} = 'WIN')`.mapWith(Number),
      recentLost: sql<number>`count(*) filter (where ${recent} and ${predictions.status} = 'LOSS')`.mapWith(Number),
      allWon: sql<number>`count(*) filter (where ${predictions.status} = 'WIN')`.mapWith(Number),
      allLost: sql<number>`count(*) filter (where ${predictions.status} = 'LOSS')`.mapWith(Number),
    })
    .from(predictions)
    .where(filtersToWhere({ ...params.filters, startDate: undefined, endDate: undefined }, hidden));
  return row!;
}
