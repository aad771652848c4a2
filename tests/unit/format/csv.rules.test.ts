import { describe, expect, it } from "vitest";

import { csvCell, csvLine, csvNumberCell, csvRecord, csvTextCell } from "@/lib/format/csv.rules";

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

describe("csvTextCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["Man Utd v Spurs", "Man Utd v Spurs"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\r\nlines", '"two\r\nlines"'],
    ["line\nfeed", '"line\nfeed"'],
  ])("quotes %j as RFC 4180 does", (value, cell) => {
    expect(csvTextCell(value)).toBe(cell);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+44 20 7946", "'+44 20 7946"],
    ["-1.5", "'-1.5"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\tcmd", "'\tcmd"],
    ["\r=x", '"\'\r=x"'],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
  ])("neutralises %j, which a spreadsheet would run as a formula, with a leading apostrophe", (value, cell) => {
    expect(csvTextCell(value)).toBe(cell);
  });

  it("leaves a formula character that is not the first one alone, and writes null as an empty cell", () => {
    expect(csvTextCell("a=b")).toBe("a=b");
    expect(csvTextCell(" =b")).toBe(" =b");
    expect(csvTextCell(null)).toBe("");
  });
});

describe("csvNumberCell", () => {
  it("writes negative numbers as numbers, never prefixed", () => {
    expect(csvNumberCell(-1.5)).toBe("-1.5");
    expect(csvNumberCell(-0.25)).toBe("-0.25");
    expect(csvNumberCell(-1)).toBe("-1");
  });

  it("rounds without an exponent, and writes null, NaN and −0 as a spreadsheet expects", () => {
    expect(csvNumberCell(0.1 + 0.2)).toBe("0.3");
    expect(csvNumberCell(0.0000004)).toBe("0");
    expect(csvNumberCell(0.000001)).toBe("0.000001");
    expect(csvNumberCell(1_000_000_000)).toBe("1000000000");
    expect(csvNumberCell(2.123456789, 2)).toBe("2.12");
    expect(csvNumberCell(-0.0000001)).toBe("0");
    expect(csvNumberCell(null)).toBe("");
    expect(csvNumberCell(Number.NaN)).toBe("");
  });
});

describe("csvRecord", () => {
  it("joins written cells with commas and ends with CRLF", () => {
    expect(csvRecord(["a", '"b,c"', ""])).toBe('a,"b,c",\r\n');
  });
});
