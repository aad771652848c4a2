"use client";

import { CategoryCard } from "@/components/categories/category-card";
import type { CategoryStats } from "@/lib/browse/browse-stats.service";

/** The category cards. Loaded by CategoriesBrowser after the first paint. */
export function CategoryGrid({ categories }: { categories: CategoryStats[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}
