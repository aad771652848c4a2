import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-config";
import type { TrackedPredictionsQuery } from "@/lib/members/member.input";

function pageHref(query: TrackedPredictionsQuery, page: number) {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "status", "league"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${routes.user.predictions}?${search}` : routes.user.predictions;
}

/** Previous / next links that keep the filters. */
export function TrackedPagination({ query, pages }: { query: TrackedPredictionsQuery; pages: number }) {
  if (pages <= 1) return null;
  const { page } = query;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={pageHref(query, page - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link href={pageHref(query, page + 1)}>
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
