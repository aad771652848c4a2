// The contact confirmation says what happened (lib/contact/contact.service.ts): the message is always stored
// for the inbox; the support team's notice is "emailed" only when the mail server took it, "not_sent_yet"
// when the send failed (the outbox retries it), and "inbox_only" without a support address. The mail server
// is a local one at a fixed port: nothing listens there at first (a refused connection), then the fake sink.
import { createServer } from "node:net";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";

const smtpPort = vi.hoisted(() => {
  // Before the app's modules load: lib/env reads SMTP_URL once.
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return port;
});

import { POST } from "@/app/api/contact/route";
import { db } from "@/db";
import { contactMessages, emailOutbox, globalSettings } from "@/db/schema";
import { emailSendsSettled } from "@/lib/mail/outbox.service";
import { startFakeMailSink, type FakeMailSink } from "@/tests/helpers/fake-servers/smtp";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Answer = { success: boolean; data: { id: string; notice: string } };

let sink: FakeMailSink | null = null;
let ipCounter = 0;

async function send(subject: string) {
  ipCounter += 1;
  const body = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject,
    category: "general",
    message: "Hello there, a question.",
  };
  const res = await callRoute<Answer>(
    POST,
    jsonRequest("POST", "/api/contact", body, { "x-forwarded-for": `203.0.113.${100 + ipCounter}` }),
  );
  expect(res.status).toBe(201);
  return res.body.data;
}

async function portIsFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

afterAll(async () => {
  await emailSendsSettled();
  await sink?.close();
});

describe("POST /api/contact says what happened to the team's notice", () => {
  it(
    "not sent yet when the mail server refuses the connection; the message is stored and the notice kept for a " +
      "retry",
    async () => {
      await portIsFree(smtpPort);
      const answer = await send("Refused mail");
      expect(answer.notice).toBe("not_sent_yet");
      const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, answer.id));
      expect(message?.subject).toBe("Refused mail");
      const [notice] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "[Contact] Refused mail"));
      expect(notice).toMatchObject({ status: "failed", attempts: 1 });
      expect(notice?.nextAttemptAt).not.toBeNull();
    },
  );

  it("e-mailed when the mail server takes it", async () => {
    sink = await startFakeMailSink({ smtpPort });
    const answer = await send("Delivered mail");
    expect(answer.notice).toBe("emailed");
    expect(sink.messages.map((message) => message.subject)).toContain("[Contact] Delivered mail");
  });

  it("inbox only without a support address: nobody is e-mailed", async () => {
    const [setting] = await db.select().from(globalSettings).where(eq(globalSettings.key, "support_email"));
    await db.update(globalSettings).set({ value: "" }).where(eq(globalSettings.key, "support_email"));
    try {
      const answer = await send("No address");
      expect(answer.notice).toBe("inbox_only");
    } finally {
      await db.update(globalSettings).set({ value: setting!.value }).where(eq(globalSettings.key, "support_email"));
    }
  });
});
