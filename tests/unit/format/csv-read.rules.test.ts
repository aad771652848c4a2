import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/core/errors";
import { decodeCsvText, parseCsvRecords } from "@/lib/format/csv-read.rules";

const utf8 = (text: string) => new TextEncoder().encode(text);
const failure = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("decodeCsvText", () => {
  it("reads UTF-8, with or without a byte-order mark", () => {
    expect(decodeCsvText(utf8("a,b\nMünchen,Ñ"))).toBe("a,b\nMünchen,Ñ");
    expect(decodeCsvText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("a")]))).toBe("a");
  });

  it("refuses Latin-1 bytes in a UTF-8 file, naming the line", () => {
    const mixed = new Uint8Array([...utf8("name\nMünchen\nM"), 0xfc, ...utf8("nchen\n")]);
    expect(failure(() => decodeCsvText(mixed))).toEqual({
      code: "validation_failed",
      message: expect.stringMatching(/^Line 3 is not UTF-8 text/),
    });
  });

  it("refuses a wholly Latin-1 file, a truncated UTF-8 sequence, UTF-16 and NUL bytes", () => {
    expect(failure(() => decodeCsvText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).message).toMatch(/^Line 1 /);
    expect(failure(() => decodeCsvText(new Uint8Array([0x61, 0x0a, 0xc3]))).message).toMatch(/^Line 2 /);
    expect(failure(() => decodeCsvText(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).message).toMatch(/UTF-16/);
    expect(failure(() => decodeCsvText(new Uint8Array([0xfe, 0xff, 0x00, 0x61]))).message).toMatch(/UTF-16/);
    expect(failure(() => decodeCsvText(utf8("a\nb\u0000")))).toEqual({
      code: "validation_failed",
      message: "Line 2 contains a NUL byte; this is not a text file.",
    });
  });
});

describe("parseCsvRecords", () => {
  it("reads RFC 4180 quoting, lower-cases the header and numbers rows as a spreadsheet does", () => {
    const text = 'Name , Note\r\n"a, b","say ""hi"""\r\n\r\n"two\r\nlines",x\r\nlast,\r\n';
    expect(parseCsvRecords(text, 10)).toEqual({
      header: ["name", "note"],
      records: [
        { row: 2, cells: { name: "a, b", note: 'say "hi"' } },
        { row: 4, cells: { name: "two\r\nlines", note: "x" } },
        { row: 5, cells: { name: "last", note: "" } },
      ],
    });
  });

  it("refuses malformed CSV with its line, an empty file, and more rows than the limit", () => {
    expect(failure(() => parseCsvRecords("a,b\n1,2,3\n", 10)).message).toMatch(/not valid CSV at line 2/);
    expect(failure(() => parseCsvRecords('a,b\n"1,2\n', 10)).message).toMatch(/not valid CSV at line 2/);
    expect(failure(() => parseCsvRecords("", 10)).message).toMatch(/empty/);
    const rows = (count: number) => ["a", ...Array.from({ length: count }, (_, index) => String(index))].join("\n");
    expect(parseCsvRecords(rows(3), 3).records).toHaveLength(3);
    expect(failure(() => parseCsvRecords(rows(4), 3)).message).toBe(
      "The file has more than 3 rows; split it into smaller files.",
    );
    expect(failure(() => parseCsvRecords(rows(5001), 5000)).message).toMatch(/more than 5,000 rows/);
  });
});
