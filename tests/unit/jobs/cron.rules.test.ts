import { describe, expect, it } from "vitest";

import { checkCronExpression, MIN_CRON_GAP_MINUTES, nextCronRuns } from "@/lib/jobs/cron.rules";

describe("checkCronExpression", () => {
  it.each([
    ["0 */6 * * *", "the default, every 6 hours"],
    ["*/5 * * * *", "every 5 minutes (the shortest allowed)"],
    ["0 0 * * *", "daily at midnight UTC"],
    ["30 2 * * 1-5", "weekdays at 02:30"],
    ["0,30 * * * *", "twice an hour"],
    ["15 8,20 * * *", "twice a day"],
    ["0 12 1 * *", "monthly"],
    ["  0   */6 * * *  ", "extra spaces"],
  ])("accepts %s (%s)", (pattern) => {
    expect(checkCronExpression(pattern)).toMatchObject({ ok: true });
  });

  it.each([
    ["* * * * *", "every minute"],
    ["*/2 * * * *", "every 2 minutes"],
    ["*/7 * * * *", "56 → 0 wraps to 4 minutes"],
    ["0,1 * * * *", "two runs a minute apart"],
    ["0,58 * * * *", "58 → next hour's 0 is 2 minutes"],
    ["* 3 * * *", "every minute during one hour"],
    ["0 */6 * * * *", "six fields (seconds)"],
    ["0 */6 * *", "four fields"],
    ["@daily", "nicknames"],
    ["61 * * * *", "minute out of range"],
    ["0 25 * * *", "hour out of range"],
    ["0 0 30 2 *", "never fires (30 February)"],
    ["hello world * * *", "garbage"],
    ["", "empty"],
  ])("refuses %s (%s)", (pattern) => {
    const result = checkCronExpression(pattern);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
  });

  it("explains a schedule that is too frequent", () => {
    const result = checkCronExpression("*/2 * * * *");
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(`at least ${MIN_CRON_GAP_MINUTES} minutes`) });
  });
});

describe("nextCronRuns", () => {
  it("computes runs in UTC whatever the process time zone", () => {
    const runs = nextCronRuns("0 */6 * * *", 3, new Date("2025-03-30T00:30:00Z"));
    expect(runs.map((run) => run.toISOString())).toEqual([
      "2025-03-30T06:00:00.000Z",
      "2025-03-30T12:00:00.000Z",
      "2025-03-30T18:00:00.000Z",
    ]);
  });

  it("returns nothing for a schedule that never fires", () => {
    expect(nextCronRuns("0 0 30 2 *", 1)).toEqual([]);
  });
});
