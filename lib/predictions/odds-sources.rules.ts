// How public pages name where a price came from: each row's own provider and bookmaker, never a blanket
// label. Demo rows are from the demo world's fictional bookmakers (provider 'demo') and say so.
// Pure: callers pass the distinct provider/bookmaker pairs of the prices they show.

export interface OddsSource {
  provider: string;
  bookmaker: string;
}

/** 'demo-exchange' → 'Demo Exchange', 'williamhill_us' → 'Williamhill Us'. */
export function bookmakerName(source: OddsSource): string {
  const words = source.bookmaker.split(/[-_\s]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  return name || source.provider;
}

function isDemoSource(source: OddsSource): boolean {
  return source.provider === "demo";
}

/**
 * The odds line of a pick: one or two bookmakers by name, more as 'Average of 7 demo bookmakers' (or
 * '… bookmakers' for real ones), and for a pick no bookmaker priced (a manual pick) the analyst.
 */
export function oddsSourceLabel(sources: readonly OddsSource[]): string {
  const unique = [...new Map(sources.map((source) => [`${source.provider}:${source.bookmaker}`, source])).values()];
  if (unique.length === 0) return "Set by our analysts";
  if (unique.length <= 2) return unique.map(bookmakerName).join(" & ");
  const demo = unique.every(isDemoSource) ? "demo " : "";
  return `Average of ${unique.length} ${demo}bookmakers`;
}
