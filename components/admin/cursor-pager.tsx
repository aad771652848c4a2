"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

import { nextPosition, NUMBERED_PAGES, numberedPosition, previousPosition, type PagePosition } from "./cursor-pages";

/**
 * Previous and Next, and the first pages by number; past them Next follows the answer's cursor
 * (./cursor-pages.ts). Shown once there is more than one page.
 */
export function CursorPager({
  caption,
  position,
  pages,
  nextCursor,
  disabled,
  onChange,
}: {
  caption: string;
  position: PagePosition;
  /** How many pages the last count gave; null when it is not known (more rows than the count reads). */
  pages: number | null;
  /** The shown page's nextCursor: null on the last page. */
  nextCursor: string | null;
  /** While the page loads, Next has no cursor to follow yet. */
  disabled: boolean;
  onChange: (position: PagePosition) => void;
}) {
  const next = nextPosition(position, nextCursor);
  const previous = previousPosition(position);
  if (!next && !previous) return null;
  const numbered = Math.min(NUMBERED_PAGES, pages ?? NUMBERED_PAGES);
  return (
    <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <Button type="button" variant="outline" size="sm" disabled={disabled || !previous} onClick={() => previous && onChange(previous)}>
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      {Array.from({ length: numbered }, (_, index) => index + 1).map((page) => (
        <Button
          key={page}
          type="button"
          variant={page === position.page ? "default" : "ghost"}
          size="sm"
          aria-label={`Page ${page}`}
          aria-current={page === position.page ? "page" : undefined}
          disabled={disabled}
          onClick={() => onChange(numberedPosition(position, page))}
        >
          {page}
        </Button>
      ))}
      <span className="px-1">
        Page {position.page}
        {pages === null ? "" : ` of ${pages}`}
      </span>
      <Button type="button" variant="outline" size="sm" disabled={disabled || !next} onClick={() => next && onChange(next)}>
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
