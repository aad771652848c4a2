// Search and filter rules of the browse pages, applied in the browser to data the server
// rendered: search is a case-insensitive substring match, sport/league/category match ids exactly, and
// 'all' (or nothing) means no filter. Client-safe. Each page's own rules are in its own module
// (tip-filters.ts, league-filters.ts, category-filters.ts), so a page's bundle carries only its rules.

export const ALL = "all";

/** Whether any of `fields` contains `search` (trimmed, case-insensitive); an empty search matches everything. */
export function matchesSearch(search: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field?.toLowerCase().includes(needle) ?? false);
}

/** Whether an id filter lets `id` through: nothing selected or 'all' means no filter. */
export const matchesId = (selected: string | undefined, id: string | null) =>
  !selected || selected === ALL || selected === id;
