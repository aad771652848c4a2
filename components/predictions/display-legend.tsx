import { DEFAULT_ODDS_FORMAT, ODDS_FORMAT_LABELS, ODDS_FORMATS } from "@/lib/format/odds.rules";
import { formatBand, formatBasis } from "@/lib/format/predictions.rules";
import {
  CONFIDENCE_BANDS,
  DEFINITIONS,
  EV_BANDS,
  PICK_KIND_LABELS,
  PICK_KINDS,
  TIP_LEVEL_BANDS,
  TONE_COLOUR,
  type Band,
  type ProbabilityBasis,
} from "@/lib/format/prediction-display.rules";
import { cn } from "@/lib/utils";

// The legend of every page that shows picks (/predictions, /tips, a prediction's page): generated from the
// constants the cards and badges use (lib/format/prediction-display.rules.ts), so what it says is what they do.
// Each band is an element with its tone and lower bound, which the e2e test reads back and checks every
// visible badge against. Server-rendered: no JavaScript.

const FORMAT_NAMES = `${ODDS_FORMATS.slice(0, -1)
  .map((format) => ODDS_FORMAT_LABELS[format])
  .join(", ")} or ${ODDS_FORMAT_LABELS[ODDS_FORMATS.at(-1)!]}`;

const BASES: { basis: ProbabilityBasis; meaning: string }[] = [
  {
    basis: { kind: "consensus", books: null },
    meaning:
      "the bookmakers' prices with their margin removed, averaged over the books that priced the match (the card " +
      "gives their number); the model is not used.",
  },
  {
    basis: { kind: "pooled", books: null },
    meaning: "that consensus pooled with the model, because the model's backtest beat the consensus for this market.",
  },
  {
    basis: { kind: "model-only" },
    meaning: "no bookmaker priced the market, so the probability is the model's alone.",
  },
];

function BandList<T extends string>({
  name,
  bands,
  signed,
  label,
}: {
  name: string;
  bands: readonly Band<T>[];
  signed?: boolean;
  label: (band: Band<T>) => string;
}) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" data-testid={`legend-${name}`}>
      {bands.map((band, index) => (
        <li
          key={band.key}
          data-band={band.key}
          data-tone={band.tone}
          data-from={Number.isFinite(band.from) ? band.from : undefined}
        >
          <strong className="font-medium text-foreground">{label(band)}</strong> {formatBand(bands, index, { signed })}
        </li>
      ))}
    </ul>
  );
}

function Entry({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-medium text-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How to read a pick. `tipLevels` adds the tip badges' levels (/tips). */
export function DisplayLegend({
  tipLevels = false,
  className,
  headingLevel = 2,
}: {
  tipLevels?: boolean;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="display-legend-heading"
      className={cn("flex flex-col gap-3", className)}
      data-testid="display-legend"
    >
      <Heading id="display-legend-heading" className="text-xl font-semibold">
        How to read a pick
      </Heading>
      <dl className="flex flex-col gap-3 text-sm text-muted-foreground">
        <Entry term="Probability">
          {DEFINITIONS.probability} Each pick says what its probability is made of:
          <ul className="mt-1 list-disc space-y-1 ps-5" data-testid="legend-basis">
            {BASES.map(({ basis, meaning }) => (
              <li key={basis.kind}>
                <strong className="font-medium text-foreground">{formatBasis(basis)}</strong>: {meaning}
              </li>
            ))}
          </ul>
          The model badge appears only where the model shaped the probability.
        </Entry>
        <Entry term="What a pick is">
          <ul className="mt-1 list-disc space-y-1 ps-5" data-testid="legend-kinds">
            {PICK_KINDS.map((kind) => (
              <li key={kind}>
                <strong className="font-medium text-foreground">{PICK_KIND_LABELS[kind]}</strong>: {DEFINITIONS[kind]}
              </li>
            ))}
          </ul>
        </Entry>
        <Entry term="Probability colours">
          On value picks and picks; a forecast&apos;s probability is always grey. Judged on the whole percent shown.
          <BandList name="confidence" bands={CONFIDENCE_BANDS} label={(band) => TONE_COLOUR[band.tone]} />
        </Entry>
        {tipLevels ? (
          <Entry term="Tip levels">
            On value picks and picks; a forecast is labelled {PICK_KIND_LABELS.forecast}.
            <BandList name="tip-levels" bands={TIP_LEVEL_BANDS} label={(band) => band.key} />
          </Entry>
        ) : null}
        <Entry term="Price">
          {DEFINITIONS.price} Written in {FORMAT_NAMES} odds as you choose with the odds format switch (
          {ODDS_FORMAT_LABELS[DEFAULT_ODDS_FORMAT].toLowerCase()} until you do); your browser remembers the choice, and
          a member&apos;s account keeps it on every device.
        </Entry>
        <Entry term="Fair odds">{DEFINITIONS.fairOdds}</Entry>
        <Entry term="EV">
          {DEFINITIONS.ev}
          <BandList name="ev" bands={EV_BANDS} signed label={(band) => TONE_COLOUR[band.tone]} />
        </Entry>
      </dl>
    </section>
  );
}
