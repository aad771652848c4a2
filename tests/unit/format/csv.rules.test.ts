import { describe, expect, it } from "vitest";

import { csvCell, csvLine } from "@/lib/format/csv.rules";

describe("csvCell (RFC 4180, formulas neutralised)", () => {
  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-1.5 Lakers", "'-1.5 Lakers"],
    ["@cmd", "'@cmd"],
    ["Arsenal -0.5", "Arsenal -0.5"],
  ])("gives a text cell %j a leading apostrophe only when it starts a formula", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("keeps numbers, negative ones too, as numbers", () => {
    expect(csvLine([-0.0512, 2.1, 0, null])).toBe("-0.0512,2.1,0,");
  });

  it("quotes a cell with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvCell('Lakers "LA", CA')).toBe('"Lakers ""LA"", CA"');
    expect(csvCell("Final\r\n2-1")).toBe('"Final\r\n2-1"');
    expect(csvCell('=a,"b"')).toBe('"\'=a,""b"""');
  });
});
