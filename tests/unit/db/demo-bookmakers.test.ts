// The demo bookmakers: each quotes its own margin, errs independently of the others around the fair
// line, and is sharper at the close than at the opening.
import { describe, expect, it, vi } from "vitest";

import { buildDemoWorld, buildOdds, DEMO_BOOKMAKERS, noiseAt, OPENING_LEAD_MS, type DemoMatch } from "@/db/seed/demo/generate";

// Each world holds ~3,000 matches and ~100,000 prices: a second or two alone, several times that on two
// shared cores.
vi.setConfig({ testTimeout: 30_000 });

const NOW = new Date("2025-11-26T10:00:00Z");
const world = buildDemoWorld({ now: NOW, seed: 11 });
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const matchesById = new Map(world.matches.map((match) => [match.externalId, match]));

/** Per book and capture: the home side's no-vig probability minus the true one, and the overround. */
function quotes() {
  const groups = new Map<string, { match: DemoMatch; bookmaker: string; isClosing: boolean; opening: boolean; prices: Map<string, number> }>();
  for (const odds of world.odds) {
    const match = matchesById.get(odds.matchExternalId)!;
    const key = `${odds.matchExternalId}|${odds.bookmaker}|${odds.capturedAt.getTime()}`;
    const group = groups.get(key) ?? {
      match,
      bookmaker: odds.bookmaker,
      isClosing: odds.isClosing,
      opening: match.kickoffAt.getTime() - odds.capturedAt.getTime() === OPENING_LEAD_MS,
      prices: new Map(),
    };
    group.prices.set(odds.selection, odds.price);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const implied = [...group.prices.values()].reduce((sum, price) => sum + 1 / price, 0);
    const home = 1 / group.prices.get("home")! / implied;
    return { ...group, overround: implied - 1, error: Math.log(home / group.match.probabilities.home) };
  });
}
const all = quotes();

describe("demo bookmakers", () => {
  it("are six to ten fictional books named as demo books, with different margins", () => {
    expect(DEMO_BOOKMAKERS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_BOOKMAKERS.length).toBeLessThanOrEqual(10);
    expect(DEMO_BOOKMAKERS.every((book) => book.key.startsWith("demo-"))).toBe(true);
    expect(new Set(DEMO_BOOKMAKERS.map((book) => book.margin)).size).toBe(DEMO_BOOKMAKERS.length);
    // The overround each book actually quotes follows its own margin.
    for (const book of DEMO_BOOKMAKERS) {
      const quoted = mean(all.filter((quote) => quote.bookmaker === book.key).map((quote) => quote.overround));
      expect(quoted, book.key).toBeCloseTo(book.margin, 2);
    }
  });

  it("price every match at every book: opening and closing for played matches, opening and latest for upcoming ones", () => {
    for (const match of world.matches.filter((entry) => entry.status !== "POSTPONED")) {
      const rows = buildOdds(match, 11, NOW);
      const captures = new Set(rows.map((row) => row.capturedAt.getTime()));
      expect(new Set(rows.map((row) => row.bookmaker)).size).toBe(DEMO_BOOKMAKERS.length);
      expect(captures.size, match.externalId).toBe(2);
      expect(rows.some((row) => row.isClosing), match.externalId).toBe(match.status !== "UPCOMING");
    }
  });

  it("err independently: two books' errors on the same capture are uncorrelated", () => {
    const [a, b] = [DEMO_BOOKMAKERS[2]!.key, DEMO_BOOKMAKERS[3]!.key];
    const openings = new Map(all.filter((quote) => quote.opening && quote.bookmaker === a).map((quote) => [quote.match.externalId, quote.error]));
    const pairs = all
      .filter((quote) => quote.opening && quote.bookmaker === b && openings.has(quote.match.externalId))
      .map((quote) => [openings.get(quote.match.externalId)!, quote.error] as const);
    expect(pairs.length).toBeGreaterThan(1000);
    const [mx, my] = [mean(pairs.map(([x]) => x)), mean(pairs.map(([, y]) => y))];
    const cov = mean(pairs.map(([x, y]) => (x - mx) * (y - my)));
    const sx = Math.sqrt(mean(pairs.map(([x]) => (x - mx) ** 2)));
    const sy = Math.sqrt(mean(pairs.map(([, y]) => (y - my) ** 2)));
    expect(Math.abs(cov / (sx * sy))).toBeLessThan(0.1);
    // …and not all the same price: the best price differs from the consensus.
    expect(pairs.filter(([x, y]) => x !== y).length).toBeGreaterThan(pairs.length * 0.9);
  });

  it("are sharper at the close than at the opening", () => {
    const spread = (quotesOf: typeof all) => Math.sqrt(mean(quotesOf.map((quote) => quote.error ** 2)));
    const opening = spread(all.filter((quote) => quote.opening && quote.match.status === "COMPLETED"));
    const closing = spread(all.filter((quote) => quote.isClosing));
    expect(closing).toBeLessThan(opening / 2);
    expect(noiseAt(0, DEMO_BOOKMAKERS[3]!)).toBeLessThan(noiseAt(OPENING_LEAD_MS, DEMO_BOOKMAKERS[3]!));
    // A sharp book errs less than a soft one at the same moment.
    expect(noiseAt(OPENING_LEAD_MS, DEMO_BOOKMAKERS[0]!)).toBeLessThan(noiseAt(OPENING_LEAD_MS, DEMO_BOOKMAKERS.at(-1)!));
  });
});
