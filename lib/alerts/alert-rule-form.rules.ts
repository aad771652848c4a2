// The alert rule editor's pure side: the form's draft (what the inputs hold: percents, decimal odds, clock times)
// to and from the API's body (fractions, per-unit EV), the server's per-field errors onto the form's fields, the
// one-line summary of a rule in the list, and the first rule offered from a member's favourites. Client-safe.
import type { MarketKey } from "@/lib/engine/types";
import { formatMarket } from "@/lib/format/predictions.rules";
import { bookmakerName } from "@/lib/predictions/odds-sources.rules";

import type { ALERT_CHANNELS, ALERT_MODES } from "./alerts.rules";

type AlertChannel = (typeof ALERT_CHANNELS)[number];
type AlertMode = (typeof ALERT_MODES)[number];

/** The markets a published pick can carry (what generation writes in `predictions.market`), in the editor's order. */
export const ALERT_MARKETS = [
  "1x2",
  "moneyline",
  "double_chance",
  "draw_no_bet",
  "asian_handicap",
  "spread",
  "over_under",
  "total",
  "btts",
] as const satisfies readonly MarketKey[];

export const CHANNEL_LABELS: Record<AlertChannel, string> = { in_app: "In-app", push: "Push", email: "E-mail" };
export const MODE_LABELS: Record<AlertMode, string> = { instant: "Instant", digest: "Daily digest" };

/** The editor's choices, the same for every member (lib/alerts/alert-options.cache.ts). */
export interface AlertRuleOptions {
  sports: { id: string; name: string }[];
  leagues: { id: string; name: string; sport: string }[];
  /** Lower-case keys (what a rule stores) with the name the pick pages give them. */
  bookmakers: { key: string; name: string }[];
}

/** A rule as the API answers it (lib/alerts/alerts.dto.ts toAlertRuleDto), over JSON. */
export interface AlertRuleFields {
  name: string;
  sports: string[];
  leagues: string[];
  markets: string[];
  minEv: number | null;
  minFairProbability: number | null;
  maxFairProbability: number | null;
  maxOdds: number | null;
  bookmakers: string[];
  channels: AlertChannel[];
  mode: AlertMode;
  quietHours: { start: string; end: string } | null;
  timeZone: string;
  enabled: boolean;
}

/** What the editor's inputs hold: numbers as typed (percent, decimal odds), quiet hours as two clock inputs. */
export interface AlertRuleDraft {
  name: string;
  sports: string[];
  leagues: string[];
  markets: string[];
  /** Percent, e.g. "5" for +5 %; empty for none. */
  minEvPercent: string;
  minFairPercent: string;
  maxFairPercent: string;
  maxOdds: string;
  bookmakers: string[];
  channels: AlertChannel[];
  mode: AlertMode;
  quietHours: boolean;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  enabled: boolean;
}

export type DraftField =
  | "name"
  | "sports"
  | "leagues"
  | "markets"
  | "minEvPercent"
  | "minFairPercent"
  | "maxFairPercent"
  | "maxOdds"
  | "bookmakers"
  | "channels"
  | "mode"
  | "quietStart"
  | "quietEnd"
  | "timeZone"
  | "enabled";

export type DraftErrors = Partial<Record<DraftField, string>>;

/** A new rule: any value pick, in-app, instant, no quiet hours, in the member's zone. */
export function emptyDraft(timeZone: string): AlertRuleDraft {
  return {
    name: "",
    sports: [],
    leagues: [],
    markets: [],
    minEvPercent: "",
    minFairPercent: "",
    maxFairPercent: "",
    maxOdds: "",
    bookmakers: [],
    channels: ["in_app"],
    mode: "instant",
    quietHours: false,
    quietStart: "22:00",
    quietEnd: "07:00",
    timeZone,
    enabled: true,
  };
}

// Fractions shown as percents without floating-point noise (0.07 × 100 = 7.000000000000001).
const percentText = (fraction: number | null) => (fraction === null ? "" : String(Number((fraction * 100).toFixed(4))));

export function draftFromRule(rule: AlertRuleFields): AlertRuleDraft {
  return {
    name: rule.name,
    sports: [...rule.sports],
    leagues: [...rule.leagues],
    markets: [...rule.markets],
    minEvPercent: percentText(rule.minEv),
    minFairPercent: percentText(rule.minFairProbability),
    maxFairPercent: percentText(rule.maxFairProbability),
    maxOdds: rule.maxOdds === null ? "" : String(rule.maxOdds),
    bookmakers: [...rule.bookmakers],
    channels: [...rule.channels],
    mode: rule.mode,
    quietHours: rule.quietHours !== null,
    quietStart: rule.quietHours?.start ?? "22:00",
    quietEnd: rule.quietHours?.end ?? "07:00",
    timeZone: rule.timeZone,
    enabled: rule.enabled,
  };
}

/** The body of POST/PUT /api/user/alert-rules, or the fields whose text is not a number. */
export function bodyFromDraft(
  draft: AlertRuleDraft,
): { ok: true; body: Omit<AlertRuleFields, "timeZone"> & { timeZone: string } } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const number = (field: DraftField, text: string, scale = 1) => {
    const trimmed = text.trim();
    if (trimmed === "") return null;
    const value = Number(trimmed);
    if (!Number.isFinite(value)) {
      errors[field] = "Enter a number, or leave it empty";
      return null;
    }
    return Number((value / scale).toFixed(6));
  };
  const body = {
    name: draft.name.trim(),
    sports: draft.sports,
    leagues: draft.leagues,
    markets: draft.markets,
    minEv: number("minEvPercent", draft.minEvPercent, 100),
    minFairProbability: number("minFairPercent", draft.minFairPercent, 100),
    maxFairProbability: number("maxFairPercent", draft.maxFairPercent, 100),
    maxOdds: number("maxOdds", draft.maxOdds),
    bookmakers: draft.bookmakers,
    channels: draft.channels,
    mode: draft.mode,
    quietHours: draft.quietHours ? { start: draft.quietStart, end: draft.quietEnd } : null,
    timeZone: draft.timeZone,
    enabled: draft.enabled,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

const FIELD_OF_PATH: Record<string, DraftField> = {
  name: "name",
  sports: "sports",
  leagues: "leagues",
  markets: "markets",
  minEv: "minEvPercent",
  minFairProbability: "minFairPercent",
  maxFairProbability: "maxFairPercent",
  maxOdds: "maxOdds",
  bookmakers: "bookmakers",
  channels: "channels",
  mode: "mode",
  quietHours: "quietStart",
  "quietHours.start": "quietStart",
  "quietHours.end": "quietEnd",
  timeZone: "timeZone",
  enabled: "enabled",
};

/**
 * The envelope's per-field messages (`details: [{ path, message }]`) on the editor's fields: a list item's path
 * ("bookmakers.3") lands on its list, the first message per field wins. Paths the form has no field for are left
 * out (the envelope's own message is shown for those).
 */
export function draftErrorsFromDetails(details: unknown): DraftErrors {
  const errors: DraftErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field =
      FIELD_OF_PATH[path] ?? FIELD_OF_PATH[path.split(".").slice(0, 2).join(".")] ?? FIELD_OF_PATH[path.split(".")[0]!];
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** Names by id for the summaries; an id with no name is title-cased from the id. */
export interface RuleLabels {
  sports: Record<string, string>;
  leagues: Record<string, string>;
}

const MAX_NAMES = 3;

/** "Premier League, La Liga", or "Premier League, La Liga, Serie A and 2 more". */
export function listNames(names: readonly string[]): string {
  if (names.length <= MAX_NAMES) return names.join(", ");
  return `${names.slice(0, MAX_NAMES).join(", ")} and ${names.length - MAX_NAMES} more`;
}

const nameOf = (labels: Record<string, string>, id: string) =>
  labels[id] ?? id.replace(/[-_]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());

const shownPercent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/**
 * What a rule asks for, in one line: "Premier League, La Liga · 1X2 · EV ≥ +5% · fair probability 40%–70% ·
 * odds ≤ 3.00 · at Pinnacle". A rule with no filter says "Every value pick".
 */
export function summariseFilters(rule: AlertRuleFields, labels: RuleLabels): string {
  const parts: string[] = [];
  if (rule.sports.length > 0) parts.push(listNames(rule.sports.map((id) => nameOf(labels.sports, id))));
  if (rule.leagues.length > 0) parts.push(listNames(rule.leagues.map((id) => nameOf(labels.leagues, id))));
  if (rule.markets.length > 0) parts.push(listNames(rule.markets.map(formatMarket)));
  if (rule.minEv !== null) parts.push(`EV ≥ ${rule.minEv > 0 ? "+" : ""}${shownPercent(rule.minEv)}`);
  const { minFairProbability: min, maxFairProbability: max } = rule;
  if (min !== null && max !== null) parts.push(`fair probability ${shownPercent(min)}–${shownPercent(max)}`);
  else if (min !== null) parts.push(`fair probability ≥ ${shownPercent(min)}`);
  else if (max !== null) parts.push(`fair probability ≤ ${shownPercent(max)}`);
  if (rule.maxOdds !== null) parts.push(`odds ≤ ${rule.maxOdds.toFixed(2)}`);
  if (rule.bookmakers.length > 0)
    parts.push(`at ${listNames(rule.bookmakers.map((key) => bookmakerName({ provider: "", bookmaker: key })))}`);
  return parts.length === 0 ? "Every value pick" : parts.join(" · ");
}

/** How a rule is delivered: "In-app, Push · Instant · quiet 22:00–07:00 (Europe/London)". */
export function summariseDelivery(rule: Pick<AlertRuleFields, "channels" | "mode" | "quietHours" | "timeZone">) {
  const parts = [rule.channels.map((channel) => CHANNEL_LABELS[channel]).join(", "), MODE_LABELS[rule.mode]];
  if (rule.quietHours) parts.push(`quiet ${rule.quietHours.start}–${rule.quietHours.end} (${rule.timeZone})`);
  return parts.join(" · ");
}

/** A favourite league or team as GET /api/user/favorites/{leagues,teams} answers it (the fields read here). */
export interface FavouriteLeague {
  id: string;
  name: string;
  sport: string;
}
export interface FavouriteTeam {
  name: string;
  sport: string;
  league: string | null;
  leagueName: string | null;
}

/** The most leagues a rule may name (lib/alerts/alerts.input.ts). */
const MAX_RULE_LEAGUES = 50;
const MAX_NAME_LENGTH = 80;

/**
 * The first rule offered to a member with none: value picks in their favourite leagues and their favourite teams'
 * leagues (a rule filters by league, not team), or, for teams without a league, in those teams' sports. Null when
 * they have no favourite to build from. `offer` is the sentence on the one-click button.
 */
export function ruleFromFavourites(
  leagues: readonly FavouriteLeague[],
  teams: readonly FavouriteTeam[],
  timeZone: string,
): { draft: AlertRuleDraft; offer: string } | null {
  const chosen = new Map<string, string>();
  for (const league of leagues) chosen.set(league.id, league.name);
  for (const team of teams)
    if (team.league && !chosen.has(team.league)) chosen.set(team.league, team.leagueName ?? team.league);
  const sports = chosen.size === 0 ? [...new Set(teams.map((team) => team.sport))] : [];
  if (chosen.size === 0 && sports.length === 0) return null;
  const ids = [...chosen.keys()].slice(0, MAX_RULE_LEAGUES);
  const names = ids.map((id) => chosen.get(id)!);
  const where = names.length > 0 ? listNames(names) : listNames(sports.map((id) => nameOf({}, id)));
  let name = `Value picks in ${where}`;
  if (name.length > MAX_NAME_LENGTH) name = `Value picks in ${names.length || sports.length} favourite leagues`;
  return {
    draft: { ...emptyDraft(timeZone), name, leagues: ids, sports },
    offer: `Alert me on value picks in ${where}`,
  };
}
