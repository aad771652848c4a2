// The demo bookmakers: each quotes its own margin and errs independently of the others around the market's
// shared view of the match, which drifts towards the truth as kick-off nears; every book is sharper at the
// close than at the opening.
import { describe, expect, it, vi } from "vitest";

import {
  buildDemoWorld,
  buildOdds,
  DEMO_BOOKMAKERS,
  marketBelief,
  marketErrors,
  noiseAt,
  OPENING_LEAD_MS,
  withPowerMargin,
  type DemoMatch,
} from "@/db/seed/demo/generate";
import { removeMargin } from "@/lib/engine/odds";

// Each world holds ~3,000 matches and ~100,000 prices: a second or two alone, several times that on two
// shared cores.
vi.setConfig({ testTimeout: 30_000 });

const NOW = new Date("2025-11-26T10:00:00Z");
const SEED = 11;
const world = buildDemoWorld({ now: NOW, seed: SEED });
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const matchesById = new Map(world.matches.map((match) => [match.externalId, match]));

/**
 * Per book and capture: the overround, and the log ratio of the home side's no-vig probability (power method,
 * which takes the books' margin off exactly) to the truth (`error`) and to the market's belief at that
 * capture (`ownError`).
 */
function quotes() {
  const groups = new Map<
    string,
    {
      match: DemoMatch;
      bookmaker: string;
      capturedAt: number;
      isClosing: boolean;
      opening: boolean;
      prices: Map<string, number>;
    }
  >();
  for (const odds of world.odds) {
    const match = matchesById.get(odds.matchExternalId)!;
    const key = `${odds.matchExternalId}|${odds.bookmaker}|${odds.capturedAt.getTime()}`;
    const group = groups.get(key) ?? {
      match,
      bookmaker: odds.bookmaker,
      capturedAt: odds.capturedAt.getTime(),
      isClosing: odds.isClosing,
      opening: match.kickoffAt.getTime() - odds.capturedAt.getTime() === OPENING_LEAD_MS,
      prices: new Map(),
    };
    group.prices.set(odds.selection, odds.price);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const order = group.match.kind === "football" ? (["home", "draw", "away"] as const) : (["home", "away"] as const);
    const prices = order.map((selection) => group.prices.get(selection)!);
    const truth = order.map((selection) => group.match.probabilities[selection]!);
    const belief = marketBelief(
      truth,
      group.match.kickoffAt.getTime() - group.capturedAt,
      marketErrors(group.match.externalId, SEED, order.length),
    );
    const home = removeMargin(prices, "power")[0]!;
    return {
      ...group,
      overround: prices.reduce((sum, price) => sum + 1 / price, 0) - 1,
      error: Math.log(home / truth[0]!),
      ownError: Math.log(home / belief[0]!),
    };
  });
}
const all = quotes();

/** Correlation of two books' errors on the same opening captures. */
function openingCorrelation(errorOf: (quote: (typeof all)[number]) => number) {
  const [a, b] = [DEMO_BOOKMAKERS[2]!.key, DEMO_BOOKMAKERS[3]!.key];
  const openings = new Map(
    all
      .filter((quote) => quote.opening && quote.bookmaker === a)
      .map((quote) => [quote.match.externalId, errorOf(quote)]),
  );
  const pairs = all
    .filter((quote) => quote.opening && quote.bookmaker === b && openings.has(quote.match.externalId))
    .map((quote) => [openings.get(quote.match.externalId)!, errorOf(quote)] as const);
  const [mx, my] = [mean(pairs.map(([x]) => x)), mean(pairs.map(([, y]) => y))];
  const cov = mean(pairs.map(([x, y]) => (x - mx) * (y - my)));
  const sx = Math.sqrt(mean(pairs.map(([x]) => (x - mx) ** 2)));
  const sy = Math.sqrt(mean(pairs.map(([, y]) => (y - my) ** 2)));
  return { pairs, correlation: cov / (sx * sy) };
}

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

  it("price every match at every book: opening and closing if played, opening and latest if upcoming", () => {
    for (const match of world.matches.filter((entry) => entry.status !== "POSTPONED")) {
      const rows = buildOdds(match, SEED, NOW);
      const captures = new Set(rows.map((row) => row.capturedAt.getTime()));
      expect(new Set(rows.map((row) => row.bookmaker)).size).toBe(DEMO_BOOKMAKERS.length);
      expect(captures.size, match.externalId).toBe(2);
      expect(
        rows.some((row) => row.isClosing),
        match.externalId,
      ).toBe(match.status !== "UPCOMING");
    }
  });

  it(
    "err independently around the market's shared view, which itself misses the truth: two books agree with each " +
      "other more than with the truth",
    () => {
      const own = openingCorrelation((quote) => quote.ownError);
      expect(own.pairs.length).toBeGreaterThan(1000);
      expect(Math.abs(own.correlation)).toBeLessThan(0.1);
      // Against the truth the two books share the market's error.
      expect(openingCorrelation((quote) => quote.error).correlation).toBeGreaterThan(0.5);
      // …and not all the same price: the best price differs from the consensus.
      expect(own.pairs.filter(([x, y]) => x !== y).length).toBeGreaterThan(own.pairs.length * 0.9);
    },
  );

  it("are sharper at the close than at the opening, and the market's view drifts towards the truth", () => {
    const spread = (quotesOf: typeof all, errorOf: (quote: (typeof all)[number]) => number) =>
      Math.sqrt(mean(quotesOf.map((quote) => errorOf(quote) ** 2)));
    const openings = all.filter((quote) => quote.opening && quote.match.status === "COMPLETED");
    const closings = all.filter((quote) => quote.isClosing);
    expect(spread(closings, (quote) => quote.error)).toBeLessThan(spread(openings, (quote) => quote.error) / 2);
    expect(spread(closings, (quote) => quote.ownError)).toBeLessThan(spread(openings, (quote) => quote.ownError) / 2);
    expect(noiseAt(0, DEMO_BOOKMAKERS[3]!)).toBeLessThan(noiseAt(OPENING_LEAD_MS, DEMO_BOOKMAKERS[3]!));
    // A sharp book errs less than a soft one at the same moment.
    expect(noiseAt(OPENING_LEAD_MS, DEMO_BOOKMAKERS[0]!)).toBeLessThan(
      noiseAt(OPENING_LEAD_MS, DEMO_BOOKMAKERS.at(-1)!),
    );
    // The shared view: at the close it is within a couple of points of the truth, at the opening further off.
    const errors = marketErrors("demo:epl:2025-11-29:ARS-CHE", SEED, 3);
    const truth = [0.5, 0.27, 0.23];
    const gap = (ms: number) => Math.max(...marketBelief(truth, ms, errors).map((p, k) => Math.abs(p - truth[k]!)));
    expect(marketBelief(truth, 0, errors).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(gap(0)).toBeLessThan(0.03);
  });

  it("lay their margin on by the power method, which the engine's power de-vig takes off exactly", () => {
    for (const q of [
      [0.5, 0.27, 0.23],
      [0.82, 0.18],
      [0.08, 0.22, 0.7],
    ]) {
      for (const margin of [0.025, 0.08]) {
        const implied = withPowerMargin(q, margin);
        expect(implied.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1 + margin, 9);
        removeMargin(
          implied.map((p) => 1 / p),
          "power",
        ).forEach((p, k) => expect(p).toBeCloseTo(q[k]!, 9));
        // Long shots carry more of the margin than favourites, as with real books.
        const shares = implied.map((p, k) => p / q[k]!);
        const longest = q.indexOf(Math.min(...q));
        const shortest = q.indexOf(Math.max(...q));
        expect(shares[longest]!).toBeGreaterThan(shares[shortest]!);
      }
    }
  });
});
