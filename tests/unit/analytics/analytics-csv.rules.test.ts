import { describe, expect, it } from "vitest";

import { analyticsWindow } from "@/lib/analytics/analytics-figures.rules";
import { csvCell, csvLine } from "@/lib/format/csv.rules";

describe("csvCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ["plain", "plain"],
  ])("neutralises %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("quotes commas, quotes and line breaks, after neutralising", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it("writes numbers as numbers and null as empty", () => {
    expect(csvLine([-3, 12.5, null, "ok"])).toBe("-3,12.5,,ok");
    expect(csvCell(Number.NaN)).toBe("");
  });
});

describe("analyticsWindow", () => {
  it("ends with today (UTC) and spans the requested days", () => {
    const window = analyticsWindow(7, new Date("2026-11-25T23:30:00Z"));
    expect(window.dates).toHaveLength(7);
    expect(window.firstDay).toBe("2026-11-19");
    expect(window.lastDay).toBe("2026-11-25");
    expect(window.to.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(window.from.toISOString()).toBe("2026-11-19T00:00:00.000Z");
  });
});
