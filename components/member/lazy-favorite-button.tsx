"use client";

import { lazy, Suspense } from "react";

import type { FavoriteButtonProps } from "./favorite-button";

const FavoriteButton = lazy(() => import("./favorite-button").then((module) => ({ default: module.FavoriteButton })));

/**
 * FavoriteButton with its code (the toggle, the shared favourites store, the toasts) loaded after the
 * page instead of with it: on a list of server-rendered cards it keeps about 2 kB out of the first load.
 * The prerendered HTML carries the button itself; until it is in place (and on a client-side render,
 * until the code arrives) an empty box of the button's size holds its place, so nothing moves. The box
 * is empty rather than a copy of the button because it is sent once per card, in the HTML and the RSC
 * payload.
 */
export function LazyFavoriteButton(props: FavoriteButtonProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-8" />}>
      <FavoriteButton {...props} />
    </Suspense>
  );
}
