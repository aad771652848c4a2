// /categories search.
import { matchesSearch } from "@/lib/predictions/filters.rules";

export interface CategoryLike {
  name: string;
  description: string;
  markets: readonly string[];
}

/** Categories match on name, description or any market name. */
export function filterCategories<T extends CategoryLike>(categories: readonly T[], search: string): T[] {
  return categories.filter((category) =>
    matchesSearch(search, [category.name, category.description, ...category.markets]),
  );
}
