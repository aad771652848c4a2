import "server-only";

import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import {
  matches,
  modelStates,
  oddsSnapshots,
  type ModelState,
  type NewModelState,
  type OddsMarket,
  type OddsSelection,
} from "@/db/schema";
import { BEST_PRICE_ONLY_BOOKMAKERS } from "@/lib/engine/consensus";
import type { MatchRecord } from "@/lib/engine/types";

// The history the live models learn from (lib/engine/types.ts MatchRecord): SQL only.

export interface HistoryParams {
  sport: string;
  /** Only matches that kicked off strictly before this instant. */
  before: Date;
  league?: string;
  since?: Date;
  /** true: demo only, false: real only; unset: both (they share no teams). */
  isDemo?: boolean;
}

/** The history the stored backtest reads snapshots of (the parameters of listCompletedMatchesForModel it uses). */
export type HistorySnapshotParams = Pick<HistoryParams, "sport" | "before" | "isDemo">;

/**
 * The conditions on `matches` of the history: finished matches of the sport with both scores, kicked off
 * before `before` (and within the optional league, window and demo filters). One list, so the matches, their
 * snapshots and the fingerprint of a saved state always describe the same history.
 */
function finishedHistory(params: HistoryParams): (SQL | undefined)[] {
  return [
    eq(matches.sportId, params.sport),
    eq(matches.status, "COMPLETED"),
    lt(matches.kickoffAt, params.before),
    params.since ? gte(matches.kickoffAt, params.since) : undefined,
    params.league ? eq(matches.leagueId, params.league) : undefined,
    params.isDemo === undefined ? undefined : eq(matches.isDemo, params.isDemo),
    isNotNull(matches.homeScore),
    isNotNull(matches.awayScore),
  ];
}

/**
 * The snapshots of one market of the history's matches captured at or before each kick-off (in-play prices
 * never count), in match and capture order: who priced it and when, plus the `fields` the caller reads.
 */
function preKickoffSnapshots<TFields extends Record<string, AnyPgColumn>>(
  tx: DbOrTx,
  params: HistorySnapshotParams,
  fields: TFields,
  ...only: SQL[]
) {
  return tx
    .select({
      matchId: oddsSnapshots.matchId,
      bookmaker: oddsSnapshots.bookmaker,
      ...fields,
      capturedAt: oddsSnapshots.capturedAt,
      isClosing: oddsSnapshots.isClosing,
    })
    .from(oddsSnapshots)
    .innerJoin(matches, eq(matches.id, oddsSnapshots.matchId))
    .where(
      and(
        ...finishedHistory({ sport: params.sport, before: params.before, isDemo: params.isDemo }),
        ...only,
        lte(oddsSnapshots.capturedAt, matches.kickoffAt),
      ),
    )
    .orderBy(asc(oddsSnapshots.matchId), asc(oddsSnapshots.capturedAt));
}

/**
 * Finished matches of a sport that kicked off strictly before `before`, oldest first, as the models learn
 * from them (team keys are team ids, league is our league id), with each match's closing prices:
 * - closingOdds: the h2h consensus (home, draw when priced, away) of every bookmaker's last price;
 * - closingLines: the bookmakers' mean home spread and mean total line.
 * "Last price" is the latest snapshot per provider, bookmaker, market and selection captured at or before the
 * kick-off: a price captured after kick-off (in-play, or a late scrape) is never a closing price. At the
 * kick-off instant counts, because imported history and ESPN stamp their closing lines at kick-off.
 * One statement, so it stays fast over the full history (~35k football matches, ~170k of their snapshots):
 * bench/model-history.ts times it.
 */
export async function listCompletedMatchesForModel(params: HistoryParams, tx: DbOrTx = db): Promise<MatchRecord[]> {
  const history = tx.$with("history").as(
    tx
      .select({
        id: matches.id,
        kickoffAt: matches.kickoffAt,
        leagueId: matches.leagueId,
        season: matches.season,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        isNeutral: matches.isNeutral,
      })
      .from(matches)
      .where(and(...finishedHistory(params))),
  );
  // Per match (a lateral subquery: index lookups on (match_id, captured_at), no sort of the whole table):
  // each provider/bookmaker/market/selection's latest pre-kick-off price, then their consensus.
  const latest = tx
    .selectDistinctOn(
      [oddsSnapshots.provider, oddsSnapshots.bookmaker, oddsSnapshots.market, oddsSnapshots.selection],
      {
        market: oddsSnapshots.market,
        selection: oddsSnapshots.selection,
        price: oddsSnapshots.price,
        point: oddsSnapshots.point,
      },
    )
    .from(oddsSnapshots)
    .where(
      and(
        eq(oddsSnapshots.matchId, history.id),
        lte(oddsSnapshots.capturedAt, history.kickoffAt),
        // An aggregate of books' best prices is no bookmaker's price: it would pull the consensus long.
        notInArray(oddsSnapshots.bookmaker, [...BEST_PRICE_ONLY_BOOKMAKERS]),
      ),
    )
    .orderBy(
      oddsSnapshots.provider,
      oddsSnapshots.bookmaker,
      oddsSnapshots.market,
      oddsSnapshots.selection,
      desc(oddsSnapshots.capturedAt),
    )
    .as("latest");
  // Enum literals (a closed set of constants), not parameters: the planner sees plain filters.
  const only = ([market, selection]: [OddsMarket, OddsSelection]) =>
    sql`${latest.market} = ${sql.raw(`'${market}'`)} and ${latest.selection} = ${sql.raw(`'${selection}'`)}`;
  // The consensus price of a selection: the one whose implied probability is the bookmakers' mean.
  const price = (want: [OddsMarket, OddsSelection]) =>
    sql<number | null>`(1 / avg(1 / ${latest.price}) filter (where ${only(want)}))::float8`;
  // The bookmakers' mean line of a selection (home spread, over total).
  const line = (want: [OddsMarket, OddsSelection]) =>
    sql<number | null>`(avg(${latest.point}) filter (where ${only(want)}))::float8`;
  const closing = tx
    .select({
      home: price(["h2h", "home"]).as("closing_home"),
      draw: price(["h2h", "draw"]).as("closing_draw"),
      away: price(["h2h", "away"]).as("closing_away"),
      spread: line(["spreads", "home"]).as("closing_spread"),
      total: line(["totals", "over"]).as("closing_total"),
    })
    .from(latest)
    .as("closing");
  const rows = await tx
    .with(history)
    .select({
      id: history.id,
      date: history.kickoffAt,
      league: history.leagueId,
      season: history.season,
      homeTeam: history.homeTeamId,
      awayTeam: history.awayTeamId,
      homeScore: history.homeScore,
      awayScore: history.awayScore,
      neutral: history.isNeutral,
      home: closing.home,
      draw: closing.draw,
      away: closing.away,
      spread: closing.spread,
      total: closing.total,
    })
    .from(history)
    .leftJoinLateral(closing, sql`true`)
    .orderBy(asc(history.kickoffAt), asc(history.id));
  return rows.map(toMatchRecord);
}

const finite = (value: number | string | null): number | undefined => {
  if (value === null) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

function toMatchRecord(row: {
  id: string;
  date: Date;
  league: string;
  season: string | null;
  homeTeam: string;
  awayTeam: string;
  homeScore: number | null;
  awayScore: number | null;
  neutral: boolean;
  home: number | null;
  draw: number | null;
  away: number | null;
  spread: number | null;
  total: number | null;
}): MatchRecord {
  const home = finite(row.home);
  const draw = finite(row.draw);
  const away = finite(row.away);
  const spread = finite(row.spread);
  const total = finite(row.total);
  return {
    id: row.id,
    date: row.date,
    league: row.league,
    season: row.season ?? undefined,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: row.homeScore!,
    awayScore: row.awayScore!,
    neutral: row.neutral,
    ...(home !== undefined && away !== undefined
      ? { closingOdds: draw !== undefined ? { home, draw, away } : { home, away } }
      : {}),
    ...(spread !== undefined || total !== undefined
      ? { closingLines: { ...(spread !== undefined ? { spread } : {}), ...(total !== undefined ? { total } : {}) } }
      : {}),
  };
}

/**
 * When each finished match of the history became known (its result recorded), by match id; a match with no
 * recorded instant is absent (imported history: known from its kick-off). A run made for a past instant
 * learns only from results known by then (lib/generation/model.service.ts, replayModels).
 */
export async function listResultTimes(params: HistoryParams, tx: DbOrTx = db): Promise<Map<string, Date>> {
  const rows = await tx
    .select({ id: matches.id, resultRecordedAt: matches.resultRecordedAt })
    .from(matches)
    .where(and(...finishedHistory(params), isNotNull(matches.resultRecordedAt)));
  return new Map(rows.map((row) => [row.id, row.resultRecordedAt!]));
}

/** Which match a stored snapshot of the history prices, which bookmaker quoted it, and when. */
interface HistorySnapshot {
  matchId: string;
  bookmaker: string;
  capturedAt: Date;
  isClosing: boolean;
}

/** One stored result-market (h2h) price of a finished match, as the stored backtest reads it. */
export interface ResultPriceSnapshot extends HistorySnapshot {
  selection: OddsSelection;
  price: number;
}

/**
 * The h2h snapshots of the finished matches listCompletedMatchesForModel returns for the same parameters,
 * captured at or before each kick-off (in-play prices never count), in match and capture order.
 */
export async function listResultSnapshotsForModel(
  params: HistorySnapshotParams,
  tx: DbOrTx = db,
): Promise<ResultPriceSnapshot[]> {
  return preKickoffSnapshots(
    tx,
    params,
    { selection: oddsSnapshots.selection, price: oddsSnapshots.price },
    eq(oddsSnapshots.market, "h2h"),
  );
}

/** One stored home point spread of a finished match, as the stored backtest reads it. */
export interface SpreadLineSnapshot extends HistorySnapshot {
  point: number;
}

/**
 * The home spread lines of the same finished matches as listResultSnapshotsForModel, captured at or before
 * each kick-off, in match and capture order.
 */
export async function listSpreadLinesForModel(
  params: HistorySnapshotParams,
  tx: DbOrTx = db,
): Promise<SpreadLineSnapshot[]> {
  const rows = await preKickoffSnapshots(
    tx,
    params,
    { point: oddsSnapshots.point },
    eq(oddsSnapshots.market, "spreads"),
    eq(oddsSnapshots.selection, "home"),
    isNotNull(oddsSnapshots.point),
  );
  return rows.flatMap((row) => {
    const point = Number(row.point);
    return Number.isFinite(point) ? [{ ...row, point }] : [];
  });
}

/** Sports with at least one finished match (of demo or real history). */
export async function listSportsWithResults(params: { isDemo: boolean }, tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ sportId: matches.sportId })
    .from(matches)
    .where(and(eq(matches.status, "COMPLETED"), eq(matches.isDemo, params.isDemo)));
  return rows.map((row) => row.sportId);
}

/**
 * How many finished matches listCompletedMatchesForModel would return for `sport` before `before`, and an
 * order-free checksum (a sum of hashes) of what the models read of each: id, kick-off, league, season,
 * teams, score, neutral venue. A saved model state built from that history is still that history's while
 * both are unchanged: a late result, a corrected score or a re-imported match moves the checksum, a deleted
 * match the count, while bookkeeping updates (sync stamps, settlement stamps) move neither. One aggregate
 * over matches, no odds read (at 1M predictions, 450k finished matches: 0.5–0.65 s on a loaded machine,
 * the part of a run that still grows with the history).
 */
export async function completedHistoryFingerprint(
  params: { sport: string; before: Date },
  tx: DbOrTx = db,
): Promise<{ matches: number; checksum: number }> {
  const [row] = await tx
    .select({
      matches: count(),
      // Epoch seconds, not the timestamp's text, which would depend on the session's time zone.
      checksum: sql<
        string | null
      >`sum(hashtext(concat_ws('|', ${matches.id}, extract(epoch from ${matches.kickoffAt}), ${matches.leagueId},
        ${matches.season},
        ${matches.homeTeamId}, ${matches.awayTeamId}, ${matches.homeScore}, ${matches.awayScore},
        ${matches.isNeutral}))::bigint)`,
    })
    .from(matches)
    // Demo and real matches alike, as the generation's history reads them.
    .where(and(...finishedHistory({ sport: params.sport, before: params.before })));
  return { matches: Number(row?.matches ?? 0), checksum: Number(row?.checksum ?? 0) };
}

/** The saved state of an engine model version, or null. */
export async function getModelState(
  params: { modelKey: string; modelVersion: string },
  tx: DbOrTx = db,
): Promise<ModelState | null> {
  const [row] = await tx
    .select()
    .from(modelStates)
    .where(and(eq(modelStates.modelKey, params.modelKey), eq(modelStates.modelVersion, params.modelVersion)));
  return row ?? null;
}

/** Saves (replaces) the state of an engine model version. */
export async function saveModelState(row: NewModelState, tx: DbOrTx = db): Promise<void> {
  await tx
    .insert(modelStates)
    .values(row)
    .onConflictDoUpdate({
      target: [modelStates.modelKey, modelStates.modelVersion],
      set: {
        sportId: row.sportId,
        observedBefore: row.observedBefore,
        historyMatches: row.historyMatches,
        historyChecksum: row.historyChecksum,
        state: row.state,
        updatedAt: sql`now()`,
      },
    });
}
