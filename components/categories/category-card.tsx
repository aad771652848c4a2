import Link from "next/link";

import { AccuracyFigure } from "@/components/browse/accuracy-figure";
import { StatItem } from "@/components/browse/stat-item";
import { CardBadge } from "@/components/ui/card-badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount } from "@/lib/format/numbers.rules";
import type { CategoryStats } from "@/lib/browse/browse-stats.service";
import { routes } from "@/lib/site-routes";

/**
 * A betting category with its markets and measured statistics, linking to its predictions. Rendered in
 * the browser from the category's data (app/(site)/categories/_components/category-grid.tsx).
 */
export function CategoryCard({ category }: { category: CategoryStats }) {
  return (
    <Card className="h-full gap-4" data-testid="category-card" aria-labelledby={`category-${category.id}`}>
      <CardHeader className="gap-2">
        <CardTitle id={`category-${category.id}`} className="text-lg">
          {category.name}
        </CardTitle>
        <CardDescription className="leading-6">{category.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul aria-label={`${category.name} markets`} className="flex flex-wrap gap-1.5">
          {category.markets.map((market) => (
            <li key={market}>
              <CardBadge variant="secondary">{market}</CardBadge>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <StatItem label="Predictions" value={formatCount(category.predictions)} />
          <StatItem label="Accuracy" value={<AccuracyFigure accuracy={category.accuracy} />} />
          <StatItem
            label="Average odds"
            value={category.averageOdds === null ? "—" : category.averageOdds.toFixed(2)}
          />
          <StatItem label="Markets" value={formatCount(category.markets.length)} />
        </dl>
      </CardContent>
      <CardFooter>
        {category.predictions === 0 ? (
          // The catalogue has the category's markets, but no pick has been published in them: say so.
          <p className="text-sm text-muted-foreground" data-testid="no-picks">
            No picks yet: nothing has been published in these markets.
          </p>
        ) : (
          <Link
            href={`${routes.predictions}?category=${encodeURIComponent(category.id)}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-strong hover:underline"
          >
            View {category.name} predictions
            <span aria-hidden="true" className="icon-arrow-right size-4" />
          </Link>
        )}
      </CardFooter>
    </Card>
  );
}
