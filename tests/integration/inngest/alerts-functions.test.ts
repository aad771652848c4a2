import { InngestTestEngine } from "@inngest/test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { alertDeliveries, alertRules, emailOutbox, notifications } from "@/db/schema";
import { alertsDeliver, alertsFanOut, alertsSweep } from "@/inngest/functions/alerts";
import { queueAlerts } from "@/lib/alerts/delivery.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

// The alert functions as Inngest runs them (@inngest/test: the dev server cannot be installed here): the fan-out
// queues a published pick's alerts in one step and asks for delivery per channel; delivery sends a channel's due
// alerts; a retried fan-out writes nothing twice.

// step.sendEvent would call Inngest's event API: its answer is mocked, and what it was asked to send is checked.
const sendMocked = [{ id: "deliver", handler: () => ({ ids: [] }) }];

const stepIds = (ctx: { step: { run: { mock: { calls: unknown[][] } } } }) =>
  ctx.step.run.mock.calls.map((call) => call[0]);

async function pickAndMember() {
  const { user } = await makeUserWithToken("USER");
  await db.insert(alertRules).values({ userId: user.id, name: "all", channels: ["in_app", "email"] });
  const pick = await makePrediction({
    decimalOdds: 2.2,
    expectedValue: 0.1,
    fairProbability: 0.5,
    matchDate: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000),
  });
  return { user, pick };
}

describe("alerts-fan-out", () => {
  it("queues the pick's alerts in one step, sends one delivery event per channel; a retry adds nothing", async () => {
    const { user, pick } = await pickAndMember();
    const t = new InngestTestEngine({ function: alertsFanOut });
    const event = { name: "alerts/pick.published", data: { predictionId: pick.id } };
    const { result, error, ctx } = await t.execute({ events: [event], steps: sendMocked });
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ skipped: null, queued: { in_app: expect.any(Number), email: expect.any(Number) } });
    expect(stepIds(ctx as never)).toEqual(["queue-alerts"]);
    const sent = (ctx as unknown as { step: { sendEvent: { mock: { calls: unknown[][] } } } }).step.sendEvent.mock
      .calls;
    expect(sent).toHaveLength(1);
    expect((sent[0]![1] as { name: string; data: unknown }[]).map((e) => [e.name, e.data])).toEqual([
      ["alerts/deliveries.due", { channel: "push" }],
      ["alerts/deliveries.due", { channel: "email" }],
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);

    // Inngest retries a failed step with the same event: the queue step run again adds nothing.
    await queueAlerts(pick.id);
    expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
    const rows = await db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.userId, user.id), eq(alertDeliveries.predictionId, pick.id)));
    expect(rows.map((row) => row.channel)).toEqual(["email"]);
  });
});

describe("alerts-deliver and alerts-sweep", () => {
  it("send the channel's due alerts through the outbox, once", async () => {
    const { user, pick } = await pickAndMember();
    await queueAlerts(pick.id);
    const deliver = new InngestTestEngine({ function: alertsDeliver });
    const { result, ctx } = await deliver.execute({
      events: [{ name: "alerts/deliveries.due", data: { channel: "email" } }],
    });
    expect(stepIds(ctx as never)).toEqual(["deliver-email"]);
    expect((result as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    const { result: swept } = await new InngestTestEngine({ function: alertsSweep }).execute({
      events: [{ name: "inngest/scheduled.timer", data: {} }],
    });
    expect(swept).toMatchObject({ email: { sent: 0 } });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).toHaveLength(1);
  });
});
