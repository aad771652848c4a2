import { Odds } from "@/components/predictions/odds";
import { formatUtcDayTime } from "@/lib/format/dates.rules";
import { formatBasis, formatProbability } from "@/lib/format/predictions.rules";
import type { OddsScreen as OddsScreenData } from "@/lib/predictions/odds-screen.rules";
import { cn } from "@/lib/utils";

import { OddsMovementChart } from "./odds-movement-chart";

// Every bookmaker's latest price of the pick's market, the best per outcome (marked in words as well as colour),
// the no-vig consensus and its fair prices, and the pick's movement: all server-rendered, no client JavaScript.
// Prices are in the viewer's odds format (<Odds>); the chart is on the decimal scale, which it says.

/** The method names as the track record writes them ("margin removed by the power method"). */
const METHOD_NAMES = { power: "power", shin: "Shin", proportional: "proportional", "odds-ratio": "odds-ratio" };

export function OddsScreen({
  screen,
  outcomes,
  closed,
}: {
  screen: OddsScreenData | null;
  /** What each outcome of the market is called on this match, in the screen's outcome order. */
  outcomes: string[];
  /** The match has kicked off: the last snapshot is the close. */
  closed: boolean;
}) {
  return (
    <section aria-labelledby="odds-screen-heading" className="flex flex-col gap-3" data-testid="odds-screen">
      <h2 id="odds-screen-heading" className="text-xl font-semibold">
        Odds screen
      </h2>
      {!screen ? (
        <p className="text-sm text-muted-foreground">Bookmakers do not price this pick&apos;s market.</p>
      ) : screen.books.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="odds-screen-empty">
          No bookmaker prices were captured for this market{screen.line === null ? "" : ` at line ${screen.line}`}.
        </p>
      ) : (
        <ScreenBody screen={screen} outcomes={outcomes} closed={closed} />
      )}
    </section>
  );
}

function ScreenBody({ screen, outcomes, closed }: { screen: OddsScreenData; outcomes: string[]; closed: boolean }) {
  const consensusLabel = formatBasis({ kind: "consensus", books: screen.consensus?.books ?? null });
  const pick = outcomes[screen.pickIndex] ?? "the pick";
  return (
    <>
      {screen.isDemo ? (
        <p className="text-sm text-muted-foreground" data-testid="odds-screen-demo">
          Demo prices: these bookmakers are the demo world&apos;s, not real offers.
        </p>
      ) : null}
      {/* Scrolls inside itself on a narrow screen; focusable so a keyboard can scroll it too. */}
      <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label="Odds screen table">
        <table className="w-full text-sm" data-testid="odds-screen-table">
          <caption className="px-3 pt-2 text-start text-xs text-muted-foreground">
            Each bookmaker&apos;s latest price{screen.line === null ? "" : ` at line ${screen.line}`} before kick-off,
            captured at the time shown (UTC). The best price of each outcome is marked Best.
          </caption>
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                Bookmaker
              </th>
              {outcomes.map((outcome, k) => (
                <th key={outcome} scope="col" className="px-3 py-2 text-end font-medium">
                  {outcome}
                  {k === screen.pickIndex ? <span className="ms-1 font-normal">(the pick)</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {screen.books.map((book) => (
              <tr key={book.key} className="border-t">
                <th scope="row" className="px-3 py-1.5 text-start font-medium">
                  {book.name}
                </th>
                {book.prices.map((price, k) => {
                  const best = price !== null && screen.best[k]?.books.includes(book.key);
                  return (
                    <td
                      key={outcomes[k]}
                      className={cn("px-3 py-1.5 text-end", best && "bg-success/15 font-semibold")}
                      data-best={best ? "true" : undefined}
                    >
                      {price === null ? (
                        <span className="text-muted-foreground">—</span>
                      ) : (
                        <span className="flex flex-col items-end">
                          <span className="whitespace-nowrap">
                            <Odds decimal={price} className="font-mono tabular-nums" />
                            {best ? <span className="ms-1 text-xs text-success-strong">Best</span> : null}
                          </span>
                          <time className="text-xs font-normal text-muted-foreground" dateTime={book.capturedAt[k]!}>
                            {formatUtcDayTime(book.capturedAt[k]!)}
                          </time>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {screen.consensus ? (
            <tfoot className="border-t-2 bg-muted/40">
              <tr>
                <th scope="row" className="px-3 py-1.5 text-start font-medium">
                  {consensusLabel}
                </th>
                {screen.consensus.probabilities.map((probability, k) => (
                  <td key={outcomes[k]} className="px-3 py-1.5 text-end font-mono tabular-nums">
                    {formatProbability(probability)}
                  </td>
                ))}
              </tr>
              <tr className="border-t">
                <th scope="row" className="px-3 py-1.5 text-start font-medium">
                  Fair price (1 ÷ consensus)
                </th>
                {screen.consensus.probabilities.map((probability, k) => (
                  <td key={outcomes[k]} className="px-3 py-1.5 text-end">
                    <Odds decimal={1 / probability} className="font-mono tabular-nums" />
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        {screen.consensus
          ? `${consensusLabel}: each complete book's margin removed by the ${METHOD_NAMES[screen.consensus.method]} ` +
            `method (the de-vig method of the pick's fair probability), then averaged outcome by outcome.`
          : "No bookmaker priced every outcome, so there is no no-vig consensus."}
      </p>
      <h3 className="text-lg font-semibold">Line movement of {pick}</h3>
      {screen.movement ? (
        <OddsMovementChart movement={screen.movement} outcome={pick} closed={closed} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No snapshot had a complete set of prices, so the consensus has no movement to show.
        </p>
      )}
    </>
  );
}
