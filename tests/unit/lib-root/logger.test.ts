import { afterEach, describe, expect, it, vi } from "vitest";

import { logger } from "@/lib/logger";

afterEach(() => vi.restoreAllMocks());

describe("logger", () => {
  it("never writes the value of a field named like a secret", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    logger.error("test.event", {
      password: "hunter2",
      sessionToken: "abc.def",
      authorization: "Bearer x",
      apiKey: "ek_live_1",
      ip: "203.0.113.9",
    });
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({
      event: "test.event",
      password: "[redacted]",
      sessionToken: "[redacted]",
      authorization: "[redacted]",
      apiKey: "[redacted]",
      ip: "203.0.113.9",
    });
    expect(lines[0]).not.toMatch(/hunter2|abc\.def|ek_live_1/);
  });
});
