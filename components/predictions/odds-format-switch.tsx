import { clsx } from "clsx";

import { ODDS_FORMAT_LABELS, ODDS_FORMATS, type OddsFormat } from "@/lib/format/odds.rules";

/**
 * Decimal / American / Fractional. The pressed look comes from <html data-odds> (app/globals.css), so it is
 * right from the first paint; `current` (known once the browser has read the cookie) sets aria-pressed.
 * Without `onSelect` (a server's first paint, before the page's code has loaded) the buttons say they are
 * not usable yet, like the live list's other controls. No hooks: a server component may render it, and the
 * code that makes it work loads with the list or the cards (docs/decisions.md, "First-load JS").
 */
export function OddsFormatSwitch({
  current,
  onSelect,
  className,
}: {
  current?: OddsFormat | null;
  onSelect?: (format: OddsFormat) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label="Odds format"
      className={clsx("inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-sm", className)}
      data-testid="odds-format-switch"
    >
      {ODDS_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          data-odds-choice={format}
          aria-pressed={current ? current === format : undefined}
          aria-disabled={onSelect ? undefined : true}
          onClick={onSelect ? () => onSelect(format) : undefined}
          className={
            "rounded-md px-2.5 py-1 font-medium whitespace-nowrap text-muted-foreground transition-colors " +
            "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          }
        >
          {ODDS_FORMAT_LABELS[format]}
        </button>
      ))}
    </div>
  );
}
