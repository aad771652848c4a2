import "server-only";

import { db } from "@/db";
import * as figureQueries from "@/lib/predictions/figures.queries";
import * as rowQueries from "@/lib/predictions/prediction-rows.queries";
import * as predictionQueries from "@/lib/predictions/predictions.queries";
import type { Prediction } from "@/db/schema";
import { isForeignKeyViolation } from "@/lib/core/db-errors";
import { AppError } from "@/lib/core/errors";
import type { Caller } from "@/lib/accounts/caller.dto";
import { hasRole } from "@/lib/accounts/roles.rules";
import { decimalToAmerican } from "@/lib/engine/odds";
import { openListCursor, sealListCursor, type CursorBinding } from "@/lib/accounts/cursor-tokens.service";
import type {
  ListPredictionsQuery,
  ManualPredictionInput,
  TodayPredictionsQuery,
  UpdatePredictionInput,
} from "@/lib/predictions/predictions.input";

import { recordAudit, diffFields, type AuditActor } from "@/lib/audit/audit.service";
import { listPagination, PUBLIC_LIST_COUNT_CAP } from "@/lib/core/pagination";
import { lockFields, LOCKED_FIELDS } from "./lock.rules";
import { toPredictionDto, toTodayItem } from "./predictions.dto";
import {
  applyEntitlement,
  entitlementOf,
  pickVisibilityOf,
  shapeWithVisibility,
  visibilityShapeOf,
} from "@/lib/predictions/entitlements.service";
import { entitlementClass, type Entitlement } from "@/lib/predictions/entitlements.rules";
import { catalogueFor } from "@/lib/catalogue/markets.rules";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { winRatePercent } from "@/lib/engine/pick-metrics";
import { todayPicksRange } from "@/lib/time/days.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";

// Reading and managing predictions. Admins see unpublished predictions; everyone else only published
// ones. What a viewer's plan lets them see of each pick is decided by the entitlements service: the lists
// take the viewer's entitlement class, decide in SQL which rows are withheld (so filters, search, order,
// counts and cursors act only on what the viewer may read) and shape the rows with that same decision.

const isAdminCaller = (caller: Caller | null) => hasRole(caller?.role, "ADMIN");

/**
 * Who a list is read for: an admin (every prediction, unpublished ones included, in full) or a viewer's
 * entitlement (visitors and members alike: equal entitlements read equal lists, so they share caches).
 */
export type ListReader = { admin: true } | { admin: false; entitlement: Entitlement };

export const ADMIN_READER: ListReader = { admin: true };

/**
 * What a visitor may not read, for the figures every page shows to everyone (summary cards, the home
 * page's, the categories' averages, GET /api/predictions/stats): those are computed over readable picks.
 */
export async function visitorPickVisibility() {
  return pickVisibilityOf(await entitlementOf(null));
}

/**
 * What a cursor of this list is bound to: the sort, every filter (a cursor cut under other filters is not a
 * position in this list) and the reader's class, so a member's cursor, which may carry a value only their
 * plan reads, cannot be replayed by a visitor.
 */
function predictionCursorBinding(query: ListPredictionsQuery, reader: ListReader): CursorBinding {
  const filters: Partial<ListPredictionsQuery> = { ...query };
  // Where the page starts and how long it is do not change which rows follow the cursor.
  delete filters.cursor;
  delete filters.page;
  delete filters.limit;
  return {
    list: "predictions",
    order: query.sort,
    scope: { filters, reader: reader.admin ? "admin" : entitlementClass(reader.entitlement) },
  };
}

/**
 * The values of a request's cursor for this reader, checked without reading anything: 400 "Invalid cursor"
 * when it was not sealed for this sort, these filters and this class, or a value does not fit its column.
 * The column types of a class's order do not depend on its allowance, so the allowance is not read yet.
 */
function openPredictionCursor(
  query: ListPredictionsQuery,
  reader: ListReader,
  binding = predictionCursorBinding(query, reader),
) {
  if (query.cursor === undefined) return undefined;
  const visibility = reader.admin ? null : visibilityShapeOf(reader.entitlement);
  return openListCursor(binding, query.cursor, predictionQueries.predictionOrderKeys(query.sort, visibility));
}

/**
 * Checks a request's cursor for this reader (see openPredictionCursor). The cached readers call it before
 * the cache: an error thrown inside a cache entry would not reach the client as a 400.
 */
export function checkPredictionCursor(query: ListPredictionsQuery, reader: ListReader): void {
  openPredictionCursor(query, reader);
}

/**
 * One page of the list, shaped for the reader. `?page=n` pages by offset and counts the total up to a cap
 * (the pager the pages link; lib/core/pagination.ts); `?cursor=` (the previous answer's `nextCursor`)
 * resumes after that row by keyset and leaves `total` and `pages` null, so a deep page costs what the
 * first does. For a reader without full access, filters and sorts on hidden fields act only on the rows
 * they may read (predictions.queries.ts hiddenPick), and the cursor carries null for a withheld row's
 * hidden keys.
 */
export async function listPredictions(query: ListPredictionsQuery, reader: ListReader) {
  const binding = predictionCursorBinding(query, reader);
  const after = openPredictionCursor(query, reader, binding);
  const visibility = reader.admin ? null : await pickVisibilityOf(reader.entitlement);
  const { rows, total, next } = await predictionQueries.listPredictions({
    ...query,
    after,
    visibility,
    publishedOnly: !reader.admin,
    countCap: PUBLIC_LIST_COUNT_CAP,
  });
  return {
    predictions: shapeWithVisibility(rows.map(toPredictionDto), visibility),
    pagination: listPagination(query.page, query.limit, total, PUBLIC_LIST_COUNT_CAP),
    /** The next page by keyset (pass it back as ?cursor=); null on the last page. */
    nextCursor: next ? sealListCursor(binding, next) : null,
  };
}

/** One prediction shaped for the caller, whose free allowance counts the days of `timeZone` (as their lists do). */
export async function getPrediction(id: string, caller: Caller | null, timeZone: string = DEFAULT_TIME_ZONE) {
  const prediction = await rowQueries.getPrediction(id);
  // An unpublished prediction is as invisible to the public as a missing one.
  if (!prediction || (!prediction.isPublished && !isAdminCaller(caller))) throw notFound();
  return applyEntitlement(toPredictionDto(prediction), caller?.user ?? null, undefined, timeZone);
}

/**
 * Totals, the measured win rate and the average confidence. `forEveryone` (GET /api/predictions/stats,
 * anyone may call it): the average is over the published picks a visitor may read, since a withheld or
 * unpublished pick's confidence would move it by its own value; the admin dashboard's is over every pick.
 */
export async function getPredictionStats({ forEveryone = false }: { forEveryone?: boolean } = {}) {
  const stats = await figureQueries.getPredictionStats(
    forEveryone ? { readableBy: await visitorPickVisibility() } : {},
  );
  return {
    totalPredictions: stats.total,
    publishedPredictions: stats.published,
    premiumPredictions: stats.premium,
    pendingPredictions: stats.pending,
    wonPredictions: stats.won,
    lostPredictions: stats.lost,
    voidPredictions: stats.voided,
    /** Wins over decided (WIN + LOSS) predictions, in percent to one decimal; null before any is decided. */
    winRate: winRatePercent(stats.won, stats.lost),
    averageConfidence: stats.averageConfidence === null ? null : Math.round(stats.averageConfidence * 10) / 10,
  };
}

/**
 * Today's predictions: published picks whose match starts on the caller's today, in their `timeZone`
 * (lib/time/days.rules.ts; `days: 2` adds tomorrow, for the tips page), soonest first, shaped for the caller. Picks at
 * the same kick-off go by confidence only among those the caller may read (withheld ones after them by id), so neither
 * the order nor which picks fit under `limit` depends on a withheld value.
 */
export async function listTodayPredictions(
  query: TodayPredictionsQuery,
  caller: Caller | null,
  now = new Date(),
  { timeZone = DEFAULT_TIME_ZONE, days = 1 }: { timeZone?: string; days?: number } = {},
) {
  const { start: startDate, end: endDate } = todayPicksRange(now, timeZone, days);
  const visibility = await pickVisibilityOf(await entitlementOf(caller?.user ?? null, now, timeZone));
  const { rows } = await predictionQueries.listPredictions({
    sport: query.sport,
    league: query.league,
    startDate,
    endDate,
    page: 1,
    limit: query.limit,
    sort: "kickoff",
    countCap: null,
    visibility,
  });
  return shapeWithVisibility(
    rows.map((row) => toTodayItem(row, now)),
    visibility,
  );
}

/**
 * The EV of a pick at its odds, per unit staked, and the same in percent of the stake (`edge`): for a manual
 * pick, from the analyst's confidence. Both are stored, so the EV sort and filters treat it like a model pick.
 */
function manualValue(confidence: number, decimalOdds: number): { expectedValue: number; edge: number } {
  const expectedValue = Math.round(((confidence / 100) * decimalOdds - 1) * 10_000) / 10_000;
  return { expectedValue, edge: Math.round(expectedValue * 100 * 100) / 100 };
}

/**
 * Premium picks are bets (docs/decisions.md, "No negative-EV pick reads as a bet"): a pick whose EV at its
 * odds is zero or below is a forecast and cannot be marked premium, by generation (isPremiumPick) or by hand.
 */
function assertPremiumIsBet(isPremium: boolean, expectedValue: number | null): void {
  if (isPremium && !(expectedValue !== null && expectedValue > 0)) {
    throw new AppError(
      "validation_failed",
      "A premium pick must have a positive EV at its odds: a pick whose EV is zero or below is a forecast, not a bet.",
      [{ path: "isPremium", message: "Only a pick with a positive EV can be premium" }],
    );
  }
}

export async function createManualPrediction(actor: AuditActor, input: ManualPredictionInput, now = new Date()) {
  const catalogue = catalogueFor(input.market);
  const value = manualValue(input.confidence, input.odds);
  assertPremiumIsBet(input.isPremium, value.expectedValue);
  const fields = {
    matchId: input.matchId ?? null,
    sportId: input.sport,
    leagueId: input.league,
    homeTeam: input.homeTeam,
    awayTeam: input.awayTeam,
    matchDate: input.matchDate,
    market: input.market,
    marketId: catalogue?.marketId ?? null,
    categoryId: catalogue?.categoryId ?? null,
    pick: input.pick,
    selection: input.selection ?? null,
    line: input.line ?? null,
    confidence: input.confidence,
    odds: decimalToAmerican(input.odds),
    decimalOdds: input.odds,
    modelProbability: null,
    marketProbability: null,
    modelVersion: null,
  };
  const created = await db.transaction(async (tx) => {
    const prediction = await rowQueries
      .createPrediction(
        {
          ...fields,
          ...value,
          analysis: input.analysis ?? null,
          isPremium: input.isPremium,
          isPublished: input.isPublished,
          source: "MANUAL",
          createdById: actor.id,
          ...lockFields(fields, now),
        },
        tx,
      )
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) {
          throw new AppError("validation_failed", "Unknown sport, league or match.", [
            { path: "league", message: "Unknown sport or league" },
          ]);
        }
        throw error;
      });
    await recordAudit(tx, actor, {
      action: "prediction.create",
      entityType: "prediction",
      entityId: prediction.id,
      after: auditView(prediction),
    });
    return prediction;
  });
  await revalidatePublicData([CACHE_TAGS.predictions]);
  return toPredictionDto(created);
}

/**
 * Edits a prediction. Before kickoff any field may change and the content is locked again; after
 * kickoff the published content is frozen (only analysis, premium and published flags, and a manual
 * settlement of a free-text pick). Every change is in the audit log with before and after.
 */
export async function updatePrediction(actor: AuditActor, id: string, input: UpdatePredictionInput, now = new Date()) {
  const updated = await db.transaction(async (tx) => {
    const current = await rowQueries.lockPrediction(id, tx);
    if (!current) throw notFound();
    const changes = toColumnChanges(input);
    // A manual pick's EV follows its confidence and odds (a model pick's is the fair probability's, never edited here).
    if (current.source === "MANUAL" && (changes.confidence !== undefined || changes.decimalOdds !== undefined)) {
      Object.assign(
        changes,
        manualValue(changes.confidence ?? current.confidence, changes.decimalOdds ?? current.decimalOdds),
      );
    }
    if (changes.isPremium !== undefined || changes.expectedValue !== undefined) {
      assertPremiumIsBet(changes.isPremium ?? current.isPremium, changes.expectedValue ?? current.expectedValue);
    }
    const { before, after, changed } = diffFields(
      current as unknown as Record<string, unknown>,
      changes as Record<string, unknown>,
    );
    if (!changed) return current;

    const touchesContent = Object.keys(after).some((key) => (LOCKED_FIELDS as readonly string[]).includes(key));
    if (touchesContent && current.matchDate <= now) {
      throw new AppError("conflict", "This prediction's match has started: its pick, odds and confidence are locked.");
    }
    if (touchesContent && current.status !== "PENDING")
      throw new AppError("conflict", "A settled prediction cannot be changed.");
    const relock = touchesContent ? lockFields({ ...current, ...changes }, now) : {};
    const saved = await rowQueries.updatePrediction(id, { ...changes, ...relock }, tx);
    await recordAudit(tx, actor, {
      action: "prediction.update",
      entityType: "prediction",
      entityId: id,
      before,
      after,
    });
    return saved!;
  });
  await revalidatePublicData([CACHE_TAGS.predictions]);
  return toPredictionDto(updated);
}

/** Deletes a prediction that has not started; started or settled ones stay on the record (unpublish instead). */
export async function deletePrediction(actor: AuditActor, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const current = await rowQueries.lockPrediction(id, tx);
    if (!current) throw notFound();
    if (current.status !== "PENDING" || current.matchDate <= now) {
      throw new AppError(
        "conflict",
        "Predictions whose match has started stay on the track record. Unpublish it instead.",
      );
    }
    await rowQueries.deletePrediction(id, tx);
    await recordAudit(tx, actor, {
      action: "prediction.delete",
      entityType: "prediction",
      entityId: id,
      before: auditView(current),
    });
  });
  await revalidatePublicData([CACHE_TAGS.predictions]);
}

function toColumnChanges(input: UpdatePredictionInput): rowQueries.PredictionUpdate {
  const { odds, market, ...rest } = input;
  const changes: rowQueries.PredictionUpdate = { ...rest };
  if (odds !== undefined) {
    changes.decimalOdds = odds;
    changes.odds = decimalToAmerican(odds);
  }
  if (market !== undefined) {
    const catalogue = catalogueFor(market);
    changes.market = market;
    changes.marketId = catalogue?.marketId ?? null;
    changes.categoryId = catalogue?.categoryId ?? null;
  }
  return changes;
}

/** The prediction as the audit log keeps it: everything but the (large) factors. */
function auditView(prediction: Prediction): Record<string, unknown> {
  const view: Record<string, unknown> = { ...prediction };
  delete view.factors;
  return view;
}

function notFound() {
  return new AppError("not_found", "Prediction not found.");
}
