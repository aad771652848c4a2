// Global setting values (lib/settings/settings.input.ts) and the scraping source name rule:
// shared by the page and the API, so both refuse the same drafts.
import { describe, expect, it } from "vitest";

import { SETTINGS } from "@/db/seed/data/settings";
import { sourceNameFromUrl } from "@/lib/scraping/admin.input";
import { checkSettingValue } from "@/lib/settings/settings.input";

describe("checkSettingValue", () => {
  it("accepts every seed default", () => {
    for (const setting of SETTINGS)
      expect(checkSettingValue(setting.key, setting.type, setting.defaultValue), setting.key).toMatchObject({
        ok: true,
      });
  });

  it("tells a wrong JSON type (400) from a broken rule (422)", () => {
    expect(checkSettingValue("scraping_enabled", "boolean", "true")).toMatchObject({ ok: false, kind: "type" });
    expect(checkSettingValue("scraping_interval_hours", "number", "6")).toMatchObject({ ok: false, kind: "type" });
    expect(checkSettingValue("prediction_leagues", "json", "EPL")).toMatchObject({ ok: false, kind: "type" });
    expect(checkSettingValue("scraping_interval_hours", "number", 0)).toMatchObject({ ok: false, kind: "rule" });
    expect(checkSettingValue("min_confidence_threshold", "number", 65)).toMatchObject({ ok: false, kind: "rule" });
    expect(checkSettingValue("support_email", "string", "nope")).toMatchObject({ ok: false, kind: "rule" });
    expect(checkSettingValue("adsense_publisher_id", "string", "ca-pub-123")).toMatchObject({
      ok: false,
      kind: "rule",
    });
    expect(checkSettingValue("scraping_sources", "json", [{ name: "x", url: "file:///etc/passwd" }])).toMatchObject({
      ok: false,
      kind: "rule",
    });
  });

  it("returns the value to store: trimmed text, lower-cased e-mail", () => {
    expect(checkSettingValue("prediction_model_version", "string", " v3 ")).toEqual({ ok: true, value: "v3" });
    expect(checkSettingValue("support_email", "string", " Help@Example.com ")).toEqual({
      ok: true,
      value: "help@example.com",
    });
    expect(checkSettingValue("some_new_flag", "string", "x\u0000")).toMatchObject({ ok: false, kind: "rule" });
  });
});

describe("sourceNameFromUrl", () => {
  it("removes the protocol and the path", () => {
    expect(sourceNameFromUrl("https://www.espn.com/nfl/scoreboard?week=1")).toBe("www.espn.com");
    expect(sourceNameFromUrl("http://stats.example.org:8080/a/b")).toBe("stats.example.org:8080");
  });
});
