"use client";

import { useMemo, useState, type ReactNode } from "react";

import { SearchBox } from "@/components/browse/search-box";
import { filterCategories, type CategoryFilterItem } from "@/lib/browse/filters";

/** Search across category name, description and market names, in the browser. */
export interface CategoriesBrowserProps {
  categories: CategoryFilterItem[];
  /** Each item's card by id, rendered on the server: the card code stays out of the page's JavaScript. */
  cards: Readonly<Record<string, ReactNode>>;
  /** Shown when nothing matches (server-rendered too). */
  empty: ReactNode;
}

export function CategoriesBrowser({ categories, cards, empty }: CategoriesBrowserProps) {
  const [search, setSearch] = useState("");
  const filtered = useMemo(() => filterCategories(categories, search), [categories, search]);

  return (
    <section aria-label="Categories" className="flex flex-col gap-6">
      <SearchBox label="Search categories" placeholder="Search categories or markets" value={search} onChange={setSearch} className="max-w-md" />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {filtered.length} of {categories.length} categories
      </p>
      {filtered.length === 0 ? (
        empty
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
