import { clsx } from "clsx";

import { formatOdds } from "@/lib/format/odds.rules";

/**
 * A price in every odds format at once: the viewer's format is the one displayed (app/globals.css, from
 * <html data-odds>), so a static page serves every viewer and no price flashes in another format. Only the
 * displayed text is read out by assistive technology (the others are display: none). Server-renderable: no
 * hooks, so the live list, tip cards and the detail page all render it.
 */
export function Odds({ decimal, className }: { decimal: number | null | undefined; className?: string }) {
  return (
    <span className={clsx("odds", className)} data-testid="odds">
      <span className="odds-d">{formatOdds(decimal, "decimal")}</span>
      <span className="odds-a">{formatOdds(decimal, "american")}</span>
      <span className="odds-f">{formatOdds(decimal, "fractional")}</span>
    </span>
  );
}
