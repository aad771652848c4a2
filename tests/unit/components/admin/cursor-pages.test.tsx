// The admin consoles' paging: the first pages by number, later ones by the answer's cursor, Previous back
// along the cursors a page was reached with; the count kept from the last numbered page.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CursorPager } from "@/components/admin/cursor-pager";
import { countOf, FIRST_PAGE, previousPosition, type PagePosition } from "@/components/admin/admin-list-state";
import { nextPosition, NUMBERED_PAGES, numberedPosition, pageQuery } from "@/components/admin/cursor-pages";
import { ResultCount } from "@/components/admin/table-filters";

/** Walks Next from page 1, the answer of page n carrying cursor `c<n>`. */
function walkTo(page: number): PagePosition {
  let position = FIRST_PAGE;
  while (position.page < page) position = nextPosition(position, `c${position.page}`)!;
  return position;
}

describe("cursor pages", () => {
  it("asks for the first pages by number and later ones by the cursor of the page before", () => {
    for (let page = 1; page <= NUMBERED_PAGES; page++) expect(pageQuery(walkTo(page))).toEqual({ page });
    expect(pageQuery(walkTo(NUMBERED_PAGES + 1))).toEqual({ cursor: `c${NUMBERED_PAGES}` });
    expect(pageQuery(walkTo(NUMBERED_PAGES + 3))).toEqual({ cursor: `c${NUMBERED_PAGES + 2}` });
  });

  it("has no next page when the answer has no cursor, and no previous page on page 1", () => {
    expect(nextPosition(walkTo(3), null)).toBeNull();
    expect(nextPosition(walkTo(NUMBERED_PAGES + 2), null)).toBeNull();
    expect(previousPosition(FIRST_PAGE)).toBeNull();
  });

  it("Previous returns along the cursors it came by, then to numbers", () => {
    let position = walkTo(NUMBERED_PAGES + 3);
    position = previousPosition(position)!;
    expect(pageQuery(position)).toEqual({ cursor: `c${NUMBERED_PAGES + 1}` });
    position = previousPosition(position)!;
    expect(pageQuery(position)).toEqual({ cursor: `c${NUMBERED_PAGES}` });
    position = previousPosition(position)!;
    expect(pageQuery(position)).toEqual({ page: NUMBERED_PAGES });
  });

  it("jumps by number only within the numbered pages", () => {
    const deep = walkTo(NUMBERED_PAGES + 2);
    expect(pageQuery(numberedPosition(deep, 2))).toEqual({ page: 2 });
    expect(numberedPosition(deep, 99).page).toBe(NUMBERED_PAGES);
    expect(numberedPosition(deep, 0).page).toBe(1);
  });

  it("reads a count from numbered answers only: exact, or more than the cap", () => {
    expect(countOf({ pagination: { total: 42, pages: 3 }, nextCursor: "x" })).toEqual({
      total: 42,
      totalAbove: undefined,
      pages: 3,
    });
    expect(countOf({ pagination: { total: null, pages: null, totalAbove: 1000 }, nextCursor: "x" })).toEqual({
      total: undefined,
      totalAbove: 1000,
      pages: null,
    });
    expect(countOf({ pagination: { total: null, pages: null }, nextCursor: "x" })).toBeNull();
  });
});

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the pager and the count", () => {
  const render = (position: PagePosition, pages: number | null, nextCursor: string | null) =>
    renderToStaticMarkup(
      <CursorPager
        caption="Users"
        position={position}
        pages={pages}
        nextCursor={nextCursor}
        disabled={false}
        onChange={() => {}}
      />,
    );

  it("shows nothing for a single page", () => {
    expect(render(FIRST_PAGE, 1, null)).toBe("");
  });

  it("numbers the first pages, at most as many as there are", () => {
    const two = render(FIRST_PAGE, 2, "c1");
    expect(two).toContain('aria-label="Page 2"');
    expect(two).not.toContain('aria-label="Page 3"');
    expect(textOf(two)).toContain("Page 1 of 2");
    const many = render(FIRST_PAGE, null, "c1");
    expect(many).toContain(`aria-label="Page ${NUMBERED_PAGES}"`);
    expect(many).not.toContain(`aria-label="Page ${NUMBERED_PAGES + 1}"`);
  });

  it("on a cursor page says which page without a total, and Next is off on the last page", () => {
    const html = render(walkTo(NUMBERED_PAGES + 2), null, null);
    expect(html).toContain(`<span class="px-1">Page ${NUMBERED_PAGES + 2}</span>`);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Next/);
    // Previous is enabled: its button (the first) carries no disabled attribute.
    expect(html.match(/<button[^>]*>/)![0]).not.toContain("disabled");
  });

  it("counts exactly, or says more than the cap", () => {
    expect(renderToStaticMarkup(<ResultCount loading={false} total={12} noun="user" />)).toContain("12 users");
    expect(
      renderToStaticMarkup(<ResultCount loading={false} total={undefined} totalAbove={1000} noun="user" />),
    ).toContain("More than 1,000 users");
  });
});
