import Link from "next/link";

import { routes } from "@/lib/site-config";

/** Shortcuts into the predictions list filtered by betting category (/predictions?category=…). */
export function CategorySelector({ categories }: { categories: readonly { id: string; name: string }[] }) {
  const linkClass =
    "inline-flex h-9 items-center rounded-full border bg-background px-4 text-sm font-medium transition-colors " +
    "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";
  return (
    <nav aria-labelledby="category-selector">
      <h2 id="category-selector" className="text-lg font-semibold">
        Browse predictions by category
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <Link href={routes.predictions} className={linkClass}>
            All categories
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`${routes.predictions}?category=${encodeURIComponent(category.id)}`} className={linkClass}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
