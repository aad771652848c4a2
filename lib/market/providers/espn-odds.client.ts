import "server-only";

import { bookmakerKey, parseAmerican, parseLine, roundPoint, roundPrice, validDecimal } from "./odds-format.rules";
import type { ProviderOdds } from "./provider.dto";

// ESPN odds blocks (summary `pickcenter` / scoreboard `odds`), in the two shapes ESPN has used.

// Which prices we keep: before kick-off (state 'pre') the current prices, stamped with the fetch time; once
// the game is under way or over, current prices are in-play or stale, so only the newer shape's `close`
// block is kept, as the closing line stamped at kick-off (older-shape odds are skipped then).

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => asObject(current)?.[key], value);

export interface OddsContext {
  state: string;
  kickoffAt: Date;
}

export function parseEspnOdds(blocks: unknown[], context: OddsContext): ProviderOdds[] {
  const odds: ProviderOdds[] = [];
  for (const block of blocks) {
    const entry = asObject(block);
    if (!entry) continue; // finished soccer games carry `odds: [null]`
    const provider = asObject(entry.provider);
    const bookmaker = bookmakerKey(String(provider?.name ?? provider?.displayName ?? provider?.id ?? "espn"));
    const isNewer =
      asObject(entry.moneyline) !== null ||
      asObject(entry.pointSpread) !== null ||
      asObject(at(entry, "total", "over")) !== null;
    const prices = isNewer ? newerShape(entry, context) : context.state === "pre" ? olderShape(entry) : [];
    for (const price of prices) odds.push({ ...price, bookmaker });
  }
  return dedupeOdds(odds);
}

type Price = Omit<ProviderOdds, "bookmaker">;

function makePrice(
  market: Price["market"],
  selection: Price["selection"],
  price: number | null,
  point: number | null,
  base: Pick<Price, "capturedAt" | "isClosing">,
): Price | null {
  if (price === null) return null;
  if (market !== "h2h" && point === null) return null;
  return {
    market,
    selection,
    price: roundPrice(price),
    point: market === "h2h" || point === null ? null : roundPoint(point),
    ...base,
  };
}

function newerShape(entry: Json, context: OddsContext): Price[] {
  const pre = context.state === "pre";
  const phases = pre ? ["current", "close", "open"] : ["close"];
  const base = pre ? { capturedAt: null, isClosing: false } : { capturedAt: context.kickoffAt, isClosing: true };
  const side = (value: unknown): Json | null => {
    for (const phase of phases) {
      const found = asObject(at(value, phase));
      if (found) return found;
    }
    return null;
  };
  const prices: Array<Price | null> = [];
  const moneyline = asObject(entry.moneyline);
  for (const selection of ["home", "away", "draw"] as const) {
    const quote = side(moneyline?.[selection]);
    let price = parseAmerican(quote?.odds);
    // drawOdds.moneyLine is the current draw price: usable before kick-off only.
    if (price === null && selection === "draw" && pre) price = parseAmerican(at(entry, "drawOdds", "moneyLine"));
    prices.push(makePrice("h2h", selection, price, null, base));
  }
  const spread = asObject(entry.pointSpread);
  for (const selection of ["home", "away"] as const) {
    const quote = side(spread?.[selection]);
    prices.push(makePrice("spreads", selection, parseAmerican(quote?.odds), parseLine(quote?.line), base));
  }
  const total = asObject(entry.total);
  for (const selection of ["over", "under"] as const) {
    const quote = side(total?.[selection]);
    prices.push(makePrice("totals", selection, parseAmerican(quote?.odds), parseLine(quote?.line), base));
  }
  return prices.filter((price): price is Price => price !== null);
}

function olderShape(entry: Json): Price[] {
  const base = { capturedAt: null, isClosing: false };
  const decimalOr = (quote: unknown, americanFallback: unknown) =>
    validDecimal(at(quote, "decimal")) ?? parseAmerican(at(quote, "american")) ?? parseAmerican(americanFallback);
  const prices: Array<Price | null> = [];
  const homeOdds = asObject(entry.homeTeamOdds);
  const awayOdds = asObject(entry.awayTeamOdds);
  prices.push(
    makePrice("h2h", "home", decimalOr(at(homeOdds, "current", "moneyLine"), homeOdds?.moneyLine), null, base),
  );
  prices.push(
    makePrice("h2h", "away", decimalOr(at(awayOdds, "current", "moneyLine"), awayOdds?.moneyLine), null, base),
  );
  prices.push(makePrice("h2h", "draw", parseAmerican(at(entry, "drawOdds", "moneyLine")), null, base));

  // `spread` is the home side's line ("PHI -7" with PHI at home → -7).
  const homePoint = parseLine(at(homeOdds, "current", "pointSpread", "american")) ?? parseLine(entry.spread);
  const awayPoint =
    parseLine(at(awayOdds, "current", "pointSpread", "american")) ?? (homePoint === null ? null : -homePoint);
  prices.push(
    makePrice("spreads", "home", decimalOr(at(homeOdds, "current", "spread"), homeOdds?.spreadOdds), homePoint, base),
  );
  prices.push(
    makePrice("spreads", "away", decimalOr(at(awayOdds, "current", "spread"), awayOdds?.spreadOdds), awayPoint, base),
  );

  // current.total holds the line in its `american` text (its `value` may be a price).
  const current = asObject(entry.current);
  const line =
    parseLine(at(current, "total", "american")) ??
    parseLine(at(current, "total", "alternateDisplayValue")) ??
    parseLine(entry.overUnder);
  prices.push(makePrice("totals", "over", decimalOr(current?.over, entry.overOdds), line, base));
  prices.push(makePrice("totals", "under", decimalOr(current?.under, entry.underOdds), line, base));
  return prices.filter((price): price is Price => price !== null);
}

/** One price per bookmaker/market/selection (the first wins), as the snapshot key allows. */
function dedupeOdds(odds: ProviderOdds[]): ProviderOdds[] {
  const seen = new Set<string>();
  return odds.filter((price) => {
    const key = `${price.bookmaker}|${price.market}|${price.selection}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
