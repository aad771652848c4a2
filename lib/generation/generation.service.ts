import "server-only";

import { db } from "@/db";
import { getMatchesByIds, listDemoFixturesAsOf, listUpcomingMatches } from "@/lib/market/match-reads.queries";
import { latestOddsForMatches } from "@/lib/market/odds.queries";
import * as rowQueries from "@/lib/predictions/prediction-rows.queries";
import { listLeagueShortNames } from "@/lib/catalogue/reference.queries";
import type { NewPrediction } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { resolveMarket } from "@/lib/engine/markets";
import type { Factor, MarketKey, MatchForecast } from "@/lib/engine/types";
import { logger } from "@/lib/logger";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import {
  choosePick,
  isPremiumPick,
  marketBooks,
  pickLabel,
  QUOTE_MARKET,
  type GeneratedPick,
  type MarketBooks,
  type PriceQuote,
} from "../predictions/picks.rules";
import { fittedModelFor, type ModelProvider, type RunModel } from "./model.service";
import { fairSettingsLoader, type FairSettingsLoader } from "./settings.service";
import { publicationThreshold } from "./thresholds.rules";
import { catalogueFor } from "@/lib/catalogue/markets.rules";
import { lockFields } from "@/lib/predictions/lock.rules";
import { toPredictionDto } from "@/lib/predictions/predictions.dto";
import { readNumberSetting, readStringListSetting } from "@/lib/settings/settings.service";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";

// Generation: fit each sport's model on the finished matches before now (generation-model.ts: from its saved
// state plus the matches since, when the model can save one), forecast upcoming matches, pool the
// forecast with the bookmakers' no-vig consensus into the fair probability, and publish one pick per
// requested market where a bookmaker prices it: a value pick when the best price beats fair by the market's
// value threshold, else the most likely fair outcome (generation-picks.ts says how; the pool weights, de-vig
// method and value threshold come from the model version's latest backtest, generation-settings.ts).
// Automatic runs publish a forecast only at its market's confidence threshold (generation-thresholds.ts,
// from the setting min_confidence_threshold) and only in prediction_leagues, except demo fixtures, which
// are predicted in every league the demo world plays; an admin asking for a specific match gets every
// priced market (the request is the intent) and is recorded in the audit log. A market no bookmaker prices
// is skipped even though the model alone could forecast it: a pick always carries a price a bettor can take.
// Idempotent: a match and market that already has a prediction is never predicted again. The demo's replay
// (generation-replay.service.ts) runs this same code as of past instants (`demoAsOf`), with models fitted on
// the results known at each instant (`modelFor`).

const DEFAULT_HORIZON_HOURS = 7 * 24;

type UpcomingMatch = Awaited<ReturnType<typeof listUpcomingMatches>>[number];

export interface GenerationRequest {
  /** Specific matches (admin request); otherwise every upcoming match within the horizon in the configured leagues. */
  matchIds?: readonly string[];
  markets: readonly string[];
  /** Narrows automatic generation to these leagues (still within prediction_leagues). */
  leagues?: readonly string[];
  horizonHours?: number;
  actor?: AuditActor;
  now?: Date;
  /**
   * A run as of a past `now` (the demo's replay, generation-replay.service.ts): the demo fixtures kicking off
   * after `now` and by `until` (within the horizon), whatever they have become since; prices, results and
   * backtests are read as they stood at `now`, and the picks are locked at `now`.
   */
  demoAsOf?: { until: Date };
  /** The fitted model of a sport as of `now` (default: fittedModelFor, from the database). */
  modelFor?: ModelProvider;
}

export interface GenerationSummary {
  generated: number;
  matches: number;
  skipped: { matchId: string; market: string; reason: string }[];
  predictions: ReturnType<typeof toPredictionDto>[];
}

export async function generatePredictions(request: GenerationRequest): Promise<GenerationSummary> {
  const now = request.now ?? new Date();
  const automatic = !request.matchIds;
  const horizonHours = request.horizonHours ?? DEFAULT_HORIZON_HOURS;
  const upcoming = request.demoAsOf
    ? await listDemoFixturesAsOf({
        from: now,
        to: new Date(Math.min(now.getTime() + horizonHours * 3_600_000, request.demoAsOf.until.getTime())),
      })
    : automatic
      ? await upcomingInConfiguredLeagues(now, horizonHours, request.leagues)
      : await requestedMatches(request.matchIds!, now);
  const minConfidenceSetting = automatic ? await readNumberSetting("min_confidence_threshold", 0.65) : null;
  const minConfidence = (market: MarketKey) =>
    minConfidenceSetting === null ? 0 : publicationThreshold(market, minConfidenceSetting);

  const summary: GenerationSummary = { generated: 0, matches: upcoming.length, skipped: [], predictions: [] };
  const alreadyPredicted = new Set(
    (await rowQueries.listPredictedMarkets(upcoming.map((match) => match.id))).map(
      (row) => `${row.matchId}|${row.market}`,
    ),
  );
  const quotes = groupQuotes(
    await latestOddsForMatches(
      upcoming.map((match) => match.id),
      { before: now },
    ),
  );
  const models = new Map<string, Promise<RunModel | null>>();
  const provider = request.modelFor ?? fittedModelFor;
  // A run as of a past instant takes only the backtests that had finished by then.
  const settings = fairSettingsLoader(request.demoAsOf ? now : undefined);

  const rows: NewPrediction[] = [];
  for (const match of upcoming) {
    const model = () => modelFor(match.sportId, now, models, provider);
    rows.push(
      ...(await picksForMatch(match, model, quotes.get(match.id) ?? [], request.markets, {
        minConfidence,
        alreadyPredicted,
        now,
        summary,
        settings,
      })),
    );
  }

  const inserted = await db.transaction(async (tx) => {
    const created = await rowQueries.insertPredictions(rows, tx);
    if (request.actor && created.length > 0) {
      await recordAudit(tx, request.actor, {
        action: "prediction.generate",
        entityType: "prediction",
        entityId: created.length === 1 ? created[0]!.id : null,
        after: {
          matchIds: [...new Set(created.map((row) => row.matchId))],
          predictionIds: created.map((row) => row.id),
        },
      });
    }
    return created;
  });
  summary.generated = inserted.length;
  summary.predictions = inserted.map(toPredictionDto);
  if (inserted.length > 0) await revalidatePublicData([CACHE_TAGS.predictions]);
  logger.info("predictions.generated", {
    generated: summary.generated,
    matches: summary.matches,
    skipped: summary.skipped.length,
  });
  return summary;
}

async function picksForMatch(
  match: UpcomingMatch,
  runModel: () => Promise<RunModel | null>,
  matchQuotes: PriceQuote[],
  markets: readonly string[],
  context: {
    minConfidence: (market: MarketKey) => number;
    alreadyPredicted: Set<string>;
    now: Date;
    summary: GenerationSummary;
    settings: FairSettingsLoader;
  },
): Promise<NewPrediction[]> {
  // The pick is made now, and never on a price captured after kickoff.
  const lockAt = new Date(Math.min(context.now.getTime(), match.kickoffAt.getTime()));
  const engineMarkets = [...new Set(markets.map((market) => resolveMarket(match.sportId, market)))];
  const books = new Map<MarketKey, MarketBooks | null>(
    engineMarkets.map((market) => [market, marketBooks(matchQuotes, market, lockAt)]),
  );
  const lines = {
    spread: [...books.entries()].find(([market]) => QUOTE_MARKET[market] === "spreads")?.[1]?.line ?? undefined,
    total: [...books.entries()].find(([market]) => QUOTE_MARKET[market] === "totals")?.[1]?.line ?? undefined,
  };
  const skip = (market: string, reason: string) => context.summary.skipped.push({ matchId: match.id, market, reason });
  const done = (market: MarketKey) => context.alreadyPredicted.has(`${match.id}|${market}`);
  // Only a market still to predict that a bookmaker prices needs the model: a run that finds a fixture done
  // (every earlier run of the day, each day of the demo's replay) fits and forecasts nothing for it.
  if (!engineMarkets.some((market) => !done(market) && books.get(market))) {
    engineMarkets.forEach((market) => skip(market, done(market) ? "already predicted" : "no bookmaker price"));
    return [];
  }
  const model = await runModel();
  if (!model) {
    markets.forEach((market) => skip(market, "no model for this sport"));
    return [];
  }
  const forecast = model.fitted.forecast(
    {
      id: match.id,
      date: match.kickoffAt,
      league: match.leagueId,
      season: match.season ?? undefined,
      homeTeam: match.homeTeamId,
      awayTeam: match.awayTeamId,
      neutral: match.isNeutral,
    },
    lines,
  );
  if (!forecast) {
    engineMarkets.forEach((market) => skip(market, "the model knows too little about these teams"));
    return [];
  }

  const rows: NewPrediction[] = [];
  for (const market of engineMarkets) {
    const book = books.get(market);
    if (done(market)) skip(market, "already predicted");
    else if (!book) skip(market, "no bookmaker price");
    else {
      const settings = await context.settings({ modelId: model.key, modelVersion: model.version, market });
      const decision = choosePick(market, forecast, book, settings, {
        lockAt,
        minConfidence: context.minConfidence(market),
      });
      if (decision.pick) rows.push(toRow(match, model, forecast, decision.pick, context.now));
      else skip(market, decision.reason);
    }
  }
  return rows;
}

function toRow(
  match: UpcomingMatch,
  model: { key: string; version: string },
  forecast: MatchForecast,
  pick: GeneratedPick,
  now: Date,
): NewPrediction {
  const catalogue = catalogueFor(pick.market);
  const content = {
    matchId: match.id,
    sportId: match.sportId,
    leagueId: match.leagueId,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    matchDate: match.kickoffAt,
    market: pick.market,
    pick: pickLabel(pick, match.homeTeam, match.awayTeam),
    selection: pick.selection,
    line: pick.line,
    odds: pick.americanOdds,
    decimalOdds: pick.decimalOdds,
    confidence: pick.confidence,
    modelProbability: round(pick.modelProbability, 6),
    marketProbability: pick.marketProbability === null ? null : round(pick.marketProbability, 6),
    modelVersion: model.version,
  };
  return {
    ...content,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    marketId: catalogue?.marketId ?? null,
    categoryId: catalogue?.categoryId ?? null,
    expectedValue: pick.expectedValue,
    edge: pick.edge,
    fairProbability: round(pick.fairProbability, 6),
    fairBasis: pick.fairBasis,
    consensusBookmakers: pick.consensusBookmakers,
    isValue: pick.isValue,
    bookmaker: pick.bookmaker,
    priceCapturedAt: pick.priceCapturedAt,
    factors: factorsToJson(forecast),
    isPremium: isPremiumPick(pick),
    source: "MODEL",
    modelId: model.key,
    isDemo: match.isDemo,
    // Made by this run: for a run as of a past instant (the demo's replay) that instant, not the write.
    createdAt: now,
    ...lockFields(content, now),
  };
}

function factorsToJson(forecast: MatchForecast) {
  return {
    model: forecast.modelKey,
    expectedHome: forecast.expectedHome ?? null,
    expectedAway: forecast.expectedAway ?? null,
    inputs: forecast.factors.map((factor: Factor) => ({
      key: factor.key,
      label: factor.label,
      value: factor.value,
      detail: factor.detail ?? null,
    })),
  };
}

async function modelFor(
  sportId: string,
  now: Date,
  cache: Map<string, Promise<RunModel | null>>,
  provider: ModelProvider,
) {
  let model = cache.get(sportId);
  if (!model) {
    model = provider(sportId, now);
    cache.set(sportId, model);
  }
  return model;
}

/**
 * Upcoming matches in prediction_leagues, plus demo fixtures of every other league: the setting chooses
 * which real leagues are worth predicting, while the demo world exists to show picks in each league it
 * plays (and they go with it on db:remove-demo).
 */
async function upcomingInConfiguredLeagues(now: Date, horizonHours: number, only?: readonly string[]) {
  const names = await readStringListSetting("prediction_leagues", []);
  const leagues = (await listLeagueShortNames()).filter((league) => !only || only.includes(league.id));
  const wanted = new Set(names.map((name) => name.trim().toLowerCase()));
  const configured = leagues
    .filter((league) => wanted.has(league.shortName.toLowerCase()) || wanted.has(league.id))
    .map((league) => league.id);
  const others = leagues.map((league) => league.id).filter((id) => !configured.includes(id));
  const window = { from: now, to: new Date(now.getTime() + horizonHours * 3_600_000) };
  const [inConfigured, inOthers] = await Promise.all([
    listUpcomingMatches({ ...window, leagues: configured }),
    others.length > 0 ? listUpcomingMatches({ ...window, leagues: others }) : Promise.resolve([]),
  ]);
  return [...inConfigured, ...inOthers.filter((match) => match.isDemo)];
}

async function requestedMatches(matchIds: readonly string[], now: Date) {
  // One read for the whole request: an admin may ask for a thousand fixtures at once.
  const found = new Map((await getMatchesByIds(matchIds)).map((match) => [match.id, match]));
  return matchIds.map((id) => {
    const match = found.get(id);
    if (!match) throw new AppError("not_found", `Match ${id} not found.`);
    if (match.status !== "UPCOMING" || match.kickoffAt <= now) {
      throw new AppError("conflict", "Predictions can only be generated for matches that have not started.");
    }
    return match;
  });
}

function groupQuotes(rows: Awaited<ReturnType<typeof latestOddsForMatches>>): Map<string, PriceQuote[]> {
  const byMatch = new Map<string, PriceQuote[]>();
  for (const row of rows) {
    const list = byMatch.get(row.matchId) ?? [];
    list.push({
      bookmaker: row.bookmaker,
      provider: row.provider,
      market: row.market,
      selection: row.selection,
      price: Number(row.price),
      point: row.point === null ? null : Number(row.point),
      capturedAt: row.capturedAt,
    });
    byMatch.set(row.matchId, list);
  }
  return byMatch;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
