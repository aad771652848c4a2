// How the /web-scraper page's Formatted view shortens a result: arrays show their first
// 10 items plus an 'and N more' line, and text values are cut at 500 characters.

const FORMATTED_ARRAY_ITEMS = 10;
const FORMATTED_TEXT_CHARS = 500;

/** The items to show and how many were left out. */
export function previewArray<T>(
  items: readonly T[],
  limit: number = FORMATTED_ARRAY_ITEMS,
): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** The 'and N more' line under a shortened array. */
export function moreLabel(more: number): string {
  return `and ${more} more`;
}

/** A string cut at `limit` characters, with an ellipsis when it was cut. */
export function truncateText(
  value: string,
  limit: number = FORMATTED_TEXT_CHARS,
): { text: string; truncated: boolean } {
  if (value.length <= limit) return { text: value, truncated: false };
  return { text: `${value.slice(0, limit)}…`, truncated: true };
}
