import { describe, expect, it } from "vitest";

import { windowFigures, type StatusCount } from "@/lib/alerts/admin-figures.rules";
import { testSendSchema } from "@/lib/alerts/test-send.input";

// Folding the counts per status and mode into a channel's figures, and the test-send body.

const row = (
  channel: StatusCount["channel"],
  status: StatusCount["status"],
  count: number,
  mode: StatusCount["mode"] = "instant",
): StatusCount => ({ channel, status, mode, count });

describe("windowFigures", () => {
  it("adds up a channel's statuses; waiting is queued plus sending; rates are over the finished ones", () => {
    const rows = [
      row("email", "sent", 6),
      row("email", "sent", 2, "digest"),
      row("email", "queued", 3, "digest"),
      row("email", "sending", 1),
      row("email", "failed", 1),
      row("email", "expired", 3),
      row("email", "skipped", 0),
      row("push", "sent", 50),
    ];
    expect(windowFigures(rows, "email", 2)).toEqual({
      volume: 16,
      sent: 8,
      waiting: 4,
      held: 2,
      failed: 1,
      expired: 3,
      skipped: 0,
      digest: 5,
      finished: 12,
      sentRate: 66.7,
      expiredRate: 25,
    });
  });

  it("has no rate before anything finished", () => {
    expect(windowFigures([row("push", "queued", 4)], "push", 0)).toMatchObject({
      volume: 4,
      waiting: 4,
      finished: 0,
      sentRate: null,
      expiredRate: null,
    });
    expect(windowFigures([], "in_app", 0)).toMatchObject({ volume: 0, sentRate: null });
  });
});

describe("testSendSchema", () => {
  it("takes an empty object and refuses any key", () => {
    expect(testSendSchema.parse({})).toEqual({});
    expect(testSendSchema.safeParse({ userId: "someone" }).success).toBe(false);
    expect(testSendSchema.safeParse(null).success).toBe(false);
  });
});
