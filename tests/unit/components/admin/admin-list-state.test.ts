// The admin list screens' query rules (components/admin/admin-list-state.ts): any new question starts on
// the first page, the request's parameters and their order, the step back after removing a page's last row.
import { describe, expect, it } from "vitest";

import {
  emptyText,
  FIRST_PAGE,
  initialListState,
  listQuery,
  listReducer,
  NUMBERED_PAGING,
  positionAfterRemoval,
  type ListFilter,
  type ListState,
  type PagePosition,
} from "@/components/admin/admin-list-state";
import { CURSOR_PAGING } from "@/components/admin/cursor-pager";
import { nextPosition, NUMBERED_PAGES, pageQuery } from "@/components/admin/cursor-pages";

const filters: ListFilter[] = [
  { name: "status", id: "x-status", label: "Status", allLabel: "All statuses", options: ["PAID"] },
  { name: "provider", id: "x-provider", label: "Provider", allLabel: "All providers", options: ["manual"] },
];

function walkTo(page: number): PagePosition {
  let position = FIRST_PAGE;
  while (position.page < page) position = nextPosition(position, `c${position.page}`)!;
  return position;
}

const onPage = (page: number): ListState => ({ ...initialListState(filters), position: walkTo(page) });

describe("list state", () => {
  it("starts newest first, every filter at 'all', on page 1", () => {
    expect(initialListState(filters)).toEqual({
      search: "",
      filters: { status: "all", provider: "all" },
      sorting: [{ id: "createdAt", desc: true }],
      position: FIRST_PAGE,
    });
  });

  it("returns to the first page on a search, a filter or a sort change, keeping the rest", () => {
    const deep = onPage(NUMBERED_PAGES + 2);
    expect(listReducer(deep, { type: "search", value: "ab" })).toEqual({ ...deep, search: "ab", position: FIRST_PAGE });
    expect(listReducer(deep, { type: "filter", name: "status", value: "PAID" })).toEqual({
      ...deep,
      filters: { status: "PAID", provider: "all" },
      position: FIRST_PAGE,
    });
    const sorting = [{ id: "amount", desc: false }];
    expect(listReducer(deep, { type: "sort", sorting })).toEqual({ ...deep, sorting, position: FIRST_PAGE });
  });

  it("keeps the question when only the page moves", () => {
    const filtered = listReducer(initialListState(filters), { type: "filter", name: "provider", value: "manual" });
    const moved = listReducer(filtered, { type: "page", position: walkTo(3) });
    expect(moved.filters).toEqual({ status: "all", provider: "manual" });
    expect(moved.position.page).toBe(3);
  });
});

describe("the request", () => {
  it("sends page, search, the filters in their order, sort and order", () => {
    const state = listReducer(onPage(1), { type: "filter", name: "provider", value: "manual" });
    const query = listQuery(NUMBERED_PAGING, filters, { ...state, position: walkTo(3) }, "bank");
    expect(query).toEqual({
      page: 3,
      search: "bank",
      status: "all",
      provider: "manual",
      sort: "createdAt",
      order: "desc",
    });
    expect(Object.keys(query)).toEqual(["page", "search", "status", "provider", "sort", "order"]);
  });

  it("by number only when paged by number, by the cursor past the numbered pages when paged by cursor", () => {
    const deep = onPage(NUMBERED_PAGES + 2);
    expect(listQuery(NUMBERED_PAGING, filters, deep, "")).toMatchObject({ page: NUMBERED_PAGES + 2 });
    const byCursor = listQuery(CURSOR_PAGING, filters, deep, "");
    expect(byCursor).toMatchObject({ cursor: `c${NUMBERED_PAGES + 1}` });
    expect(byCursor).not.toHaveProperty("page");
    expect(Object.keys(byCursor)[0]).toBe("cursor");
  });

  it("asks ascending, or leaves sort and order out when nothing is sorted", () => {
    expect(
      listQuery(NUMBERED_PAGING, filters, { ...onPage(1), sorting: [{ id: "amount", desc: false }] }, ""),
    ).toMatchObject({ sort: "amount", order: "asc" });
    expect(listQuery(NUMBERED_PAGING, filters, { ...onPage(1), sorting: [] }, "")).toMatchObject({
      sort: undefined,
      order: undefined,
    });
  });
});

describe("after a removal and when empty", () => {
  it("steps back only when the only row of a later page went", () => {
    expect(positionAfterRemoval(walkTo(2), 1).page).toBe(1);
    const back = positionAfterRemoval(walkTo(NUMBERED_PAGES + 2), 1);
    expect(back.page).toBe(NUMBERED_PAGES + 1);
    // Back along the cursor that page was reached with.
    expect(pageQuery(back)).toEqual({ cursor: `c${NUMBERED_PAGES}` });
    const second = walkTo(2);
    expect(positionAfterRemoval(second, 2)).toBe(second);
    expect(positionAfterRemoval(FIRST_PAGE, 1)).toBe(FIRST_PAGE);
  });

  it("says loading while the question is open, else that nothing was found", () => {
    expect(emptyText("payment", true)).toBe("Loading payments…");
    expect(emptyText("payment", false)).toBe("No payments found");
  });
});
