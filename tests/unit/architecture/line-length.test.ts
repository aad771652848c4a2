import { describe, expect, it } from "vitest";

import { longLines, longTableRows } from "@/scripts/lib/deps-graph.mjs";

// Prettier wraps code at 120 characters but leaves comments, strings, JSX text and SQL alone; this holds every
// tracked text file to the same width. Generated files (migrations, the lockfile) are left out, and Markdown
// table rows, which cannot wrap, are counted apart by npm run deps:report.

describe("line length", () => {
  it("keeps every line of the repository within 120 characters", () => {
    expect(longLines(process.cwd(), 120)).toEqual([]);
  });

  it("tells Markdown table rows apart from the lines it holds", () => {
    const rows = longTableRows(process.cwd(), 120);
    expect(rows.every((row) => /\.md:\d+ /.test(row))).toBe(true);
  });
});
