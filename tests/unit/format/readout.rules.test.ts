import { describe, expect, it } from "vitest";

import { formatBytes, formatDuration, formatRateShort } from "@/lib/format/readout.rules";
import { formatUtcDateTime } from "@/lib/format/dates.rules";

describe("read-out formatting", () => {
  it("sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25.0 MB");
  });
  it("durations", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(93_784)).toBe("1 d 2 h 3 min");
    expect(formatDuration(3600)).toBe("1 h");
  });
  it("instants in UTC", () => {
    expect(formatUtcDateTime("2026-11-25T14:05:00Z")).toBe("25 Nov 2026, 14:05 UTC");
    expect(formatUtcDateTime(null)).toBe("—");
  });
  it("short percentages for prose", () => {
    expect(formatRateShort(0.5234)).toBe("52.3 %");
    expect(formatRateShort(0.5)).toBe("50 %");
  });
});
