"use client";

import { useMemo, useState, type ReactNode } from "react";

import { EmptyResults } from "@/components/browse/empty-results";
import { SearchBox } from "@/components/browse/search-box";
import { filterCategories } from "@/lib/browse/filters";
import type { CategoryStats } from "@/lib/services/browse-stats";

/** Search across category name, description and market names, in the browser. */
export interface CategoriesBrowserProps {
  categories: CategoryStats[];
  /** Each item's card by id, rendered on the server: the card code stays out of the page's JavaScript. */
  cards: Readonly<Record<string, ReactNode>>;
}

export function CategoriesBrowser({ categories, cards }: CategoriesBrowserProps) {
  const [search, setSearch] = useState("");
  const filtered = useMemo(() => filterCategories(categories, search), [categories, search]);

  return (
    <section aria-label="Categories" className="flex flex-col gap-6">
      <SearchBox label="Search categories" placeholder="Search categories or markets" value={search} onChange={setSearch} className="max-w-md" />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {filtered.length} of {categories.length} categories
      </p>
      {filtered.length === 0 ? (
        <EmptyResults title="No categories found" body="No category or market matches that search. Try another market name." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {filtered.map((category) => (
            <li key={category.id}>{cards[category.id]}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
