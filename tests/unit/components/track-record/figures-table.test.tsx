// The figures tables share one layout: the row's name first (a row header on the public pages, a plain cell in
// the admin console), then the figures right-aligned, and one muted row when a view has nothing to show.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FiguresTable, WithN } from "@/components/track-record/figures-table";

const rows = [{ id: "a", name: "Football", n: 12 }];
const figures = [{ header: "Picks", cell: (row: (typeof rows)[number]) => String(row.n), cellTestId: () => "picks" }];

describe("FiguresTable", () => {
  it("reads the row's name as its header, with scoped headings, on the public pages", () => {
    const html = renderToStaticMarkup(
      <FiguresTable
        rows={rows}
        rowKey={(row) => row.id}
        label={{ header: "Sport", cell: (row) => row.name }}
        figures={figures}
      />,
    );
    expect(html).toContain('<th data-slot="table-head" class="ui-table-head" scope="col">Sport</th>');
    expect(html).toMatch(/<th [^>]*scope="row"[^>]*>Football<\/th>/);
    expect(html).toContain('class="ui-table-cell text-right tabular" data-testid="picks">12</td>');
  });

  it("keeps the admin console's plain cells", () => {
    const html = renderToStaticMarkup(
      <FiguresTable
        rows={rows}
        rowKey={(row) => row.id}
        label={{ header: "Sport", cell: (row) => row.name, as: "cell" }}
        figures={figures}
        ariaLabel="Scores"
      />,
    );
    expect(html).toContain('aria-label="Scores"');
    expect(html).not.toContain("scope=");
    expect(html).toContain('<td data-slot="table-cell" class="ui-table-cell">Football</td>');
  });

  it("says so in one row when there is nothing to show", () => {
    const html = renderToStaticMarkup(
      <FiguresTable
        rows={[]}
        rowKey={(row: (typeof rows)[number]) => row.id}
        label={{ header: "Sport", cell: (row) => row.name }}
        figures={figures}
        empty="No picks in this view yet."
      />,
    );
    expect(html).toMatch(/<td [^>]*colSpan="2"[^>]*>No picks in this view yet.<\/td>/i);
  });

  it("gives a figure its sample", () => {
    expect(renderToStaticMarkup(<WithN value="+1.0%" n={1234} />)).toBe(
      '+1.0% <span class="text-muted-foreground">(n=1,234)</span>',
    );
  });
});
