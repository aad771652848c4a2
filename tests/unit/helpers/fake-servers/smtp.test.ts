// The e2e mail sink must understand what nodemailer really sends: a link longer than a quoted-printable
// line, with '=' in it, has to come out whole.
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeMailSink, type FakeMailSink } from "@/tests/helpers/fake-servers/smtp";

let sink: FakeMailSink;
beforeAll(async () => {
  sink = await startFakeMailSink();
});
afterAll(() => sink.close());

describe("fake mail sink", () => {
  it("receives a message from nodemailer over SMTP and serves it decoded by recipient", async () => {
    const link = `http://127.0.0.1:3860/auth/verify-email?token=${"Ab9_-".repeat(12)}`;
    const transport = nodemailer.createTransport(sink.smtpUrl);
    await transport.sendMail({
      from: "EdgeCast <no-reply@edgecast.example>",
      to: "New.Member@example.com",
      subject: "Confirm your e-mail — now",
      text: `Hello Zoë,\n\n${link}\n`,
    });
    const response = await fetch(`${sink.httpUrl}/messages?to=new.member@example.com`);
    const messages = (await response.json()) as { subject: string; text: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe("Confirm your e-mail — now");
    expect(messages[0]!.text).toContain(link);
    expect(messages[0]!.text).toContain("Zoë");
    expect(await (await fetch(`${sink.httpUrl}/messages?to=someone-else@example.com`)).json()).toEqual([]);
  });
});
