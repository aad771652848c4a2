"use client";

import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";

import { GridLoading } from "@/components/browse/grid-loading";
import { SearchBox } from "@/components/browse/search-box";
import { filterCategories } from "@/lib/browse/category-filters.rules";
import type { CategoryStats } from "@/lib/browse/browse-stats.service";

// The cards' code loads right after the first paint, which the server's HTML already shows
// (docs/decisions.md, "Browse cards from data").
const CategoryGrid = lazy(() => import("./category-grid").then((module) => ({ default: module.CategoryGrid })));

export interface CategoriesBrowserProps {
  categories: CategoryStats[];
  /** Shown when nothing matches (server-rendered). */
  empty: ReactNode;
}

/** Search across category name, description and market names, in the browser. */
export function CategoriesBrowser({ categories, empty }: CategoriesBrowserProps) {
  const [search, setSearch] = useState("");
  const filtered = useMemo(() => filterCategories(categories, search), [categories, search]);

  return (
    <section aria-label="Categories" className="flex flex-col gap-6">
      <SearchBox
        label="Search categories"
        placeholder="Search categories or markets"
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {filtered.length} of {categories.length} categories
      </p>
      {filtered.length === 0 ? (
        empty
      ) : (
        <Suspense fallback={<GridLoading label="Loading categories" />}>
          <CategoryGrid categories={filtered} />
        </Suspense>
      )}
    </section>
  );
}
