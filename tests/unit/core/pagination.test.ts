import { describe, expect, it } from "vitest";

import { exactPagination, listPagination } from "@/lib/core/pagination";

describe("listPagination", () => {
  it("up to the cap: the exact total and pages, in the answer's usual shape (no totalAbove key)", () => {
    expect(JSON.stringify(listPagination(2, 20, 41, 1000))).toBe('{"page":2,"limit":20,"total":41,"pages":3}');
    expect(listPagination(1, 20, 0, 1000)).toEqual({ page: 1, limit: 20, total: 0, pages: 1 });
    expect(listPagination(1, 20, 1000, 1000)).toEqual({ page: 1, limit: 20, total: 1000, pages: 50 });
  });

  it("past the cap: no total or pages, and more than the cap", () => {
    expect(listPagination(1, 20, 1001, 1000)).toEqual({
      page: 1,
      limit: 20,
      total: null,
      pages: null,
      totalAbove: 1000,
    });
  });

  it("a cursor page is not counted", () => {
    expect(JSON.stringify(listPagination(1, 20, null, 1000))).toBe('{"page":1,"limit":20,"total":null,"pages":null}');
  });
});

describe("exactPagination", () => {
  it("counts whole pages of the exact total, at least one even when empty, in the answer's key order", () => {
    expect(JSON.stringify(exactPagination(2, 20, 41))).toBe('{"page":2,"limit":20,"total":41,"pages":3}');
    expect(exactPagination(1, 20, 0)).toEqual({ page: 1, limit: 20, total: 0, pages: 1 });
    expect(exactPagination(1, 25, 50)).toEqual({ page: 1, limit: 25, total: 50, pages: 2 });
  });
});
