"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

import { previousPosition, type ListPagerProps, type ListPaging } from "./admin-list-state";
import { nextPosition, NUMBERED_PAGES, numberedPosition, pageQuery } from "./cursor-pages";

/**
 * Previous and Next, and the first pages by number; past them Next follows the answer's cursor
 * (./cursor-pages.ts). Shown once there is more than one page.
 */
export function CursorPager({ caption, position, pages, nextCursor, disabled, onChange }: ListPagerProps) {
  const next = nextPosition(position, nextCursor);
  const previous = previousPosition(position);
  if (!next && !previous) return null;
  const numbered = Math.min(NUMBERED_PAGES, pages ?? NUMBERED_PAGES);
  return (
    <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || !previous}
        onClick={() => previous && onChange(previous)}
      >
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
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || !next}
        onClick={() => next && onChange(next)}
      >
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A list's paging (./admin-list-state.ts): the first pages by number, then by the answer's cursor, with this pager. */
export const CURSOR_PAGING: ListPaging = { query: pageQuery, Pager: CursorPager };
