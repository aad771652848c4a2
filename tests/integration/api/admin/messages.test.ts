import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { PATCH as patchOne, GET as getOne } from "@/app/api/admin/messages/[messageId]/route";
import { GET as list } from "@/app/api/admin/messages/route";
import { POST as contact } from "@/app/api/contact/route";
import { db } from "@/db";
import { auditLog, contactMessages, emailOutbox, globalSettings } from "@/db/schema";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

// The contact inbox: a message sent through the contact form is stored, queues a notice to the
// support_email setting through the e-mail outbox (Reply-To the sender, no header injection), and appears
// in the admin inbox, where an admin reads it and marks it handled (audited). Non-admins and bad input are
// refused with the envelope and change nothing.

type Message = { id: string; name: string; email: string; subject: string; status: string; message?: string };
type Inbox = {
  messages: Message[];
  pagination: { page: number; limit: number; total: number; pages: number };
  counts: Record<string, number>;
};

const SUPPORT = "help-desk@edgecast.example";
let ipCounter = 0;
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let member: Awaited<ReturnType<typeof makeUserWithToken>>;

async function send(body: Record<string, unknown>) {
  ipCounter += 1;
  const res = await callRoute<ApiEnvelope<{ id: string }>>(
    contact,
    jsonRequest("POST", "/api/contact", body, { "x-forwarded-for": `203.0.113.${ipCounter}` }),
  );
  expect(res.status).toBe(201);
  return res.body.data!.id;
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Grace Hopper",
  email: "Grace@Example.com",
  subject: "Refund for my plan",
  category: "billing",
  message: "I was charged twice for PREMIUM this month, please refund one.",
  ...overrides,
});

const inbox = (query: string, headers: Record<string, string>) =>
  callRoute<ApiEnvelope<Inbox>>(list, jsonRequest("GET", `/api/admin/messages${query}`, undefined, headers));
const outboxOf = async (id: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "contact-message"), eq(emailOutbox.to, SUPPORT)))
    .then((rows) => rows.filter((row) => row.text.includes(id)));

beforeAll(async () => {
  await db.update(globalSettings).set({ value: SUPPORT }).where(eq(globalSettings.key, "support_email"));
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("contact message → outbox → admin inbox", () => {
  it("queues one notice to support_email, Reply-To the sender, and lists the message as new", async () => {
    const id = await send(message());
    const [notice, ...others] = await outboxOf(id);
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({
      to: SUPPORT,
      replyTo: "grace@example.com",
      kind: "contact-message",
      subject: "[Contact] Refund for my plan",
    });
    expect(notice!.text).toContain("I was charged twice for PREMIUM this month");
    expect(notice!.text).toContain(`/admin/messages?id=${id}`);

    const res = await inbox("?status=new", admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data!.messages.find((item) => item.id === id)).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Refund for my plan",
      status: "new",
    });
    expect(res.body.data!.counts.new).toBeGreaterThanOrEqual(1);
    // The list leaves the body out; reading one gives it.
    expect(res.body.data!.messages[0]).not.toHaveProperty("message");
  });

  it("keeps line breaks in the subject out of the e-mail's headers", async () => {
    const id = await send(message({ subject: "Hello\r\nBcc: victim@example.org\r\n\r\nInjected body" }));
    const [notice] = await outboxOf(id);
    expect(notice!.subject).toBe("[Contact] Hello Bcc: victim@example.org Injected body");
    expect(notice!.subject).not.toMatch(/[\r\n]/);
    expect(notice!.replyTo).toBe("grace@example.com");
  });

  it("stores the message without a notice when support_email is not set", async () => {
    const [setting] = await db.select().from(globalSettings).where(eq(globalSettings.key, "support_email"));
    await db
      .update(globalSettings)
      .set({ value: null, defaultValue: null })
      .where(eq(globalSettings.key, "support_email"));
    try {
      const id = await send(message({ subject: "No one to tell" }));
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row?.status).toBe("new");
      const notices = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "contact-message"));
      expect(notices.filter((notice) => notice.text.includes(id))).toHaveLength(0);
    } finally {
      await db
        .update(globalSettings)
        .set({ value: SUPPORT, defaultValue: setting!.defaultValue })
        .where(eq(globalSettings.key, "support_email"));
    }
  });

  it("an admin reads a message and marks it handled; each change is audited and the filters follow", async () => {
    const id = await send(message({ subject: "Mark me handled" }));
    const read = await callRoute<ApiEnvelope<Message>>(
      getOne,
      jsonRequest("GET", `/api/admin/messages/${id}`, undefined, admin.headers),
      { messageId: id },
    );
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id,
      status: "new",
      message: "I was charged twice for PREMIUM this month, please refund one.",
    });

    const patch = (status: string) =>
      callRoute<ApiEnvelope<Message>>(
        patchOne,
        jsonRequest("PATCH", `/api/admin/messages/${id}`, { status }, admin.headers),
        { messageId: id },
      );
    expect((await patch("read")).body.data?.status).toBe("read");
    const handled = await patch("resolved");
    expect(handled.status).toBe(200);
    expect(handled.body.data?.status).toBe("resolved");
    // The same status again changes nothing and records nothing.
    expect((await patch("resolved")).body.data?.status).toBe("resolved");

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "contact_message"), eq(auditLog.entityId, id)));
    expect(entries.map((entry) => [entry.action, entry.before, entry.after, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ["contact_message.status", { status: "new" }, { status: "read" }, admin.user.email],
        ["contact_message.status", { status: "read" }, { status: "resolved" }, admin.user.email],
      ]),
    );
    expect(entries).toHaveLength(2);

    expect((await inbox("?status=resolved", admin.headers)).body.data!.messages.map((item) => item.id)).toContain(id);
    expect((await inbox("?status=new", admin.headers)).body.data!.messages.map((item) => item.id)).not.toContain(id);
  });

  it("pages newest first", async () => {
    const ids = [await send(message({ subject: "Page one" })), await send(message({ subject: "Page two" }))];
    const first = (await inbox("?limit=1&page=1", admin.headers)).body.data!;
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]!.id).toBe(ids[1]);
    expect(first.pagination.pages).toBe(first.pagination.total);
    const second = (await inbox("?limit=1&page=2", admin.headers)).body.data!;
    expect(second.messages[0]!.id).toBe(ids[0]);
  });
});

describe("refusals", () => {
  let id: string;
  beforeAll(async () => {
    id = await send(message({ subject: "Refusals" }));
  });

  const statusOf = async (id: string) =>
    (await db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)))[0]
      ?.status;
  const auditCount = async () =>
    (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityType, "contact_message")))[0]!.n;

  it.each([
    ["anonymous", {}, 401],
    ["a member", null, 403],
  ] as const)("refuses %s on every route (%s)", async (_label, headers, expected) => {
    const callerHeaders = headers ?? member.headers;
    const before = await auditCount();
    expect((await inbox("", callerHeaders)).status).toBe(expected);
    const one = await callRoute<ApiEnvelope>(
      getOne,
      jsonRequest("GET", `/api/admin/messages/${id}`, undefined, callerHeaders),
      { messageId: id },
    );
    expect(one.status).toBe(expected);
    expect(one.body).toMatchObject({ success: false });
    expect(JSON.stringify(one.body)).not.toContain("charged twice");
    const patch = await callRoute<ApiEnvelope>(
      patchOne,
      jsonRequest("PATCH", `/api/admin/messages/${id}`, { status: "resolved" }, callerHeaders),
      { messageId: id },
    );
    expect(patch.status).toBe(expected);
    expect(await statusOf(id)).toBe("new");
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ["an unknown status filter", "?status=archived", 422],
    ["a page that is not a number", "?page=abc", 422],
    ["a limit over 100", "?limit=500", 422],
    ["an unknown query key", "?sort=oldest", 400],
  ])("answers %s with a 4xx envelope", async (_label, query, expected) => {
    const res = await inbox(query, admin.headers);
    expect(res.status).toBe(expected);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe("string");
  });

  it.each([
    ["an unknown status", { status: "archived" }, 422],
    ["a missing status", {}, 422],
    ["an unknown key", { status: "resolved", note: "x" }, 400],
  ])("refuses %s in the PATCH body and changes nothing", async (_label, body, expected) => {
    const before = await auditCount();
    const res = await callRoute<ApiEnvelope>(
      patchOne,
      jsonRequest("PATCH", `/api/admin/messages/${id}`, body, admin.headers),
      { messageId: id },
    );
    expect(res.status).toBe(expected);
    expect(res.body.success).toBe(false);
    expect(await statusOf(id)).toBe("new");
    expect(await auditCount()).toBe(before);
  });

  it("answers 404 for a malformed or unknown message id", async () => {
    for (const messageId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const one = await callRoute<ApiEnvelope>(
        getOne,
        jsonRequest("GET", `/api/admin/messages/${messageId}`, undefined, admin.headers),
        { messageId },
      );
      expect(one.status).toBe(404);
      const patch = await callRoute<ApiEnvelope>(
        patchOne,
        jsonRequest("PATCH", `/api/admin/messages/${messageId}`, { status: "resolved" }, admin.headers),
        { messageId },
      );
      expect(patch.status).toBe(404);
      expect(patch.body.success).toBe(false);
    }
  });
});
