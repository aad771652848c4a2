import "server-only";

import {
  completedHistoryFingerprint,
  getModelState,
  listCompletedMatchesForModel,
  listResultTimes,
  saveModelState,
} from "@/lib/models/history.queries";
import { modelForSport } from "@/lib/engine/registry";
import type { FittedModel, MatchRecord, OnlineModel, OnlineSportModel, SavableOnlineModel } from "@/lib/engine/types";
import { fitOnline, observeHistory, startOfUtcDay } from "@/lib/engine/walk-forward";
import { logger } from "@/lib/logger";

// The fitted model a generation run forecasts with: the sport's model having observed every finished match
// that kicked off before now, exactly as `model.fit(all history, now)` would have it. Observing the whole
// history again on every run costs what the history costs (reading each match's closing prices, then
// observing it), so a model that can save what it observed (`restore` in lib/engine/types.ts) keeps it in
// model_states up to a cut a few days back, and a run reads and observes only the matches since that cut.
// The state is only trusted while the history before its cut is the one it was built from (same count of
// finished matches, same checksum of their results); otherwise it is rebuilt from the whole history. Restoring and then
// observing the rest feeds the engine the same matches in the same order as one full observation, so the
// forecast is the same one, to the last bit (tests/integration/generation/model.service.test.ts).

/** Matches that kicked off this many days before today (UTC) are taken as final when the state is saved. */
const STATE_SETTLED_DAYS = 2;

export interface RunModel {
  fitted: FittedModel;
  key: string;
  version: string;
}

/** The fitted model of a sport as of an instant, as a generation run asks for it (default: fittedModelFor). */
export type ModelProvider = (sportId: string, now: Date) => Promise<RunModel | null>;

/** How the run's model was prepared, for the bench and the log. */
export interface ModelPreparation {
  /** refit: the model cannot save its state; stored: the saved state was used; rebuilt: it was (re)built. */
  source: "refit" | "stored" | "rebuilt";
  /** Finished matches read from the database for this run. */
  matchesRead: number;
}

type Fingerprint = Awaited<ReturnType<typeof completedHistoryFingerprint>>;
type RestorableModel = OnlineSportModel & { restore: NonNullable<OnlineSportModel["restore"]> };

/** The model of a sport fitted on every finished match before `now`, or null when the engine has none. */
export async function fittedModelFor(
  sportId: string,
  now: Date,
  report?: (preparation: ModelPreparation) => void,
): Promise<RunModel | null> {
  const model = modelForSport(sportId);
  if (!model) return null;
  const base = { key: model.key, version: model.version };
  if (!model.restore) {
    const history = await listCompletedMatchesForModel({ sport: sportId, before: now });
    report?.({ source: "refit", matchesRead: history.length });
    return { ...base, fitted: model.fit(history, now) };
  }
  const cut = stateCut(now);
  const settled = await settledModel(model as RestorableModel, sportId, cut);
  const recent = await listCompletedMatchesForModel({ sport: sportId, before: now, since: cut });
  report?.({ source: settled.source, matchesRead: settled.matchesRead + recent.length });
  return { ...base, fitted: fitOnline(settled.online, recent, now) };
}

/** Start of the UTC day STATE_SETTLED_DAYS before `now`: the instant the saved state observes up to. */
export function stateCut(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() - STATE_SETTLED_DAYS * 86_400_000);
}

/**
 * The online model having observed every finished match before `cut`: the saved state (extended by the
 * matches between its own cut and this one) when the history it was built from is unchanged, else rebuilt
 * from the whole history. Saved again whenever it moved forward. Each fingerprint is taken before the
 * matches it vouches for are read, so a change in between makes the next run rebuild, never trust it.
 */
async function settledModel(
  model: RestorableModel,
  sportId: string,
  cut: Date,
): Promise<{ online: OnlineModel; source: "stored" | "rebuilt"; matchesRead: number }> {
  const saved = await getModelState({ modelKey: model.key, modelVersion: model.version });
  if (saved && saved.sportId === sportId && saved.observedBefore.getTime() <= cut.getTime()) {
    const then = await completedHistoryFingerprint({ sport: sportId, before: saved.observedBefore });
    const unchanged = then.matches === saved.historyMatches && then.checksum === saved.historyChecksum;
    const online = unchanged ? model.restore(JSON.parse(saved.state)) : null;
    if (online) {
      if (saved.observedBefore.getTime() === cut.getTime()) return { online, source: "stored", matchesRead: 0 };
      const fingerprint = await completedHistoryFingerprint({ sport: sportId, before: cut });
      const gap = await listCompletedMatchesForModel({ sport: sportId, before: cut, since: saved.observedBefore });
      observeHistory(online, gap);
      await save(model, sportId, cut, online, fingerprint);
      return { online, source: "stored", matchesRead: gap.length };
    }
    logger.info("model_state.rebuild", {
      model: model.key,
      version: model.version,
      observedBefore: saved.observedBefore.toISOString(),
    });
  }
  const fingerprint = await completedHistoryFingerprint({ sport: sportId, before: cut });
  const history = await listCompletedMatchesForModel({ sport: sportId, before: cut });
  const online = model.online();
  observeHistory(online, history);
  // A backdated run (its cut before the saved one) leaves the newer saved state alone.
  if (isSavable(online) && (!saved || saved.observedBefore.getTime() <= cut.getTime()))
    await save(model, sportId, cut, online, fingerprint);
  return { online, source: "rebuilt", matchesRead: history.length };
}

function isSavable(online: OnlineModel): online is SavableOnlineModel {
  return typeof (online as Partial<SavableOnlineModel>).save === "function";
}

async function save(
  model: OnlineSportModel,
  sportId: string,
  cut: Date,
  online: OnlineModel,
  fingerprint: Fingerprint,
) {
  if (!isSavable(online)) return;
  await saveModelState({
    modelKey: model.key,
    modelVersion: model.version,
    sportId,
    observedBefore: cut,
    historyMatches: fingerprint.matches,
    historyChecksum: fingerprint.checksum,
    state: JSON.stringify(online.save()),
  });
}

/**
 * The models of a run of many past instants up to `until` (the demo's replay, generation-replay.service.ts).
 * Each sport's finished history is read once, with when each result became known, and the model as of an
 * instant is `model.fit` on the matches that kicked off before it and whose result was known by then: the
 * matches fittedModelFor reads at that instant, fitted the same way (its saved state plus the rest gives the
 * same forecast as one fit, see above), without reading the whole history again for every instant.
 */
export function replayModels(until: Date): ModelProvider {
  const histories = new Map<string, Promise<{ history: MatchRecord[]; known: Map<string, Date> }>>();
  return async (sportId, now) => {
    const model = modelForSport(sportId);
    if (!model) return null;
    let loaded = histories.get(sportId);
    if (!loaded) {
      const params = { sport: sportId, before: until };
      loaded = Promise.all([listCompletedMatchesForModel(params), listResultTimes(params)]).then(
        ([history, known]) => ({ history, known }),
      );
      histories.set(sportId, loaded);
    }
    const { history, known } = await loaded;
    const cutoff = now.getTime();
    const seen = history.filter(
      (match) => match.date.getTime() < cutoff && (known.get(match.id)?.getTime() ?? match.date.getTime()) <= cutoff,
    );
    return { key: model.key, version: model.version, fitted: model.fit(seen, now) };
  };
}
