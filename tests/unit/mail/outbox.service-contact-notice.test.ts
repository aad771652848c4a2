import { describe, expect, it } from "vitest";

import { contactMessageNotice, headerAddress, headerText } from "@/lib/mail/outbox.service";

describe("header values from user input", () => {
  it("turn every control character into a space, so no header can be added", () => {
    expect(headerText("Hi\r\nBcc: x@example.org")).toBe("Hi Bcc: x@example.org");
    expect(headerText("a\tb\u0000c\u2028d\u0085e")).toBe("a b c d e");
    expect(headerText("x".repeat(200)).length).toBe(150);
  });

  it("accept one plain mailbox only", () => {
    expect(headerAddress("grace@example.com")).toBe("grace@example.com");
    for (const bad of [
      "grace@example.com\r\nBcc: x@example.org",
      "Grace <grace@example.com>",
      "a@example.com, b@example.com",
      "a b@example.com",
      "grace@localhost",
      "",
    ]) {
      expect(headerAddress(bad), bad).toBeNull();
    }
  });
});

describe("contactMessageNotice", () => {
  const message = {
    id: "m1",
    name: "Grace\r\nHopper",
    email: "grace@example.com",
    subject: "Refund\r\nBcc: victim@example.org",
    category: "billing" as const,
    message: "Charged twice.\nPlease refund.",
    createdAt: new Date("2026-11-26T10:00:00Z"),
  };

  it("goes to support, Reply-To the sender, with a one-line subject and the text in the body", () => {
    const notice = contactMessageNotice(message, "support@edgecast.example");
    expect(notice).toMatchObject({
      to: "support@edgecast.example",
      replyTo: "grace@example.com",
      kind: "contact-message",
      subject: "[Contact] Refund Bcc: victim@example.org",
    });
    expect(notice.text).toContain("Charged twice.\nPlease refund.");
    expect(notice.text).toContain("From: Grace Hopper <grace@example.com>");
    expect(notice.text).toMatch(/\/admin\/messages\?id=m1/);
  });

  it("leaves Reply-To out rather than pass an address that is not plain", () => {
    expect(
      contactMessageNotice({ ...message, email: "grace@example.com\nBcc: x@example.org" }, "support@edgecast.example")
        .replyTo,
    ).toBeNull();
  });
});
