import { describe, expect, it } from "vitest";

import { recordExportQuerySchema } from "@/lib/track-record/export.input";

describe("recordExportQuerySchema", () => {
  it("defaults to JSON and reads the days as an inclusive UTC range", () => {
    expect(recordExportQuerySchema.parse({})).toMatchObject({ format: "json", from: undefined, to: undefined });
    const query = recordExportQuerySchema.parse({ format: "csv", from: "2026-03-01", to: "2026-03-31", sport: "" });
    expect(query).toMatchObject({ format: "csv", fromDay: "2026-03-01", toDay: "2026-03-31", sport: undefined });
    expect(query.from?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(query.to?.toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });

  it.each([
    [{ format: "xml" }, "format"],
    [{ format: ["csv", "json"] }, "format"],
    [{ from: "2026-02-30" }, "from"],
    [{ from: "2026-03-02", to: "2026-03-01" }, "to"],
    [{ sport: "foot ball" }, "sport"],
  ])("refuses %j naming %s", (input, path) => {
    const result = recordExportQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
