// The outbox sender kicked in the background: whoever closes the database (a test file's teardown, a
// shutdown) can wait until every send kicked so far has finished.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { emailOutbox } from "@/db/schema";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import { emailSendsSettled, sendDueEmailsSoon } from "@/lib/mail/outbox.service";

describe("emailSendsSettled", () => {
  it("resolves at once when nothing was kicked", async () => {
    await expect(emailSendsSettled()).resolves.toBeUndefined();
  });

  it("resolves only when the sends kicked so far have delivered their messages", async () => {
    const ids = [];
    for (const n of [1, 2, 3])
      ids.push((await enqueueEmail({ to: `settle-${n}@example.com`, subject: `Settle ${n}`, text: "Body" }))!.id);
    sendDueEmailsSoon();
    sendDueEmailsSoon();
    await emailSendsSettled();
    // Without SMTP_URL outside production the sender logs each message and marks it sent.
    const rows = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});
