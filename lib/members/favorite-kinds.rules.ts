// Kept free of zod on purpose: the favourite buttons on public pages (/predictions, /leagues) need the
// list in the browser, and importing it from ./member would pull zod into those pages' first-load JS.

/** The three kinds of favourite, as the API paths spell them. */
export const FAVORITE_KINDS = ["predictions", "teams", "leagues"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
