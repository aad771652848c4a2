// The automation panel's Alerts section: an admin sees the alert figures per channel and window (the same the admin
// API computes, each with what it counts), sends a test alert to themselves, reads each channel's answer, and
// finds the test notification in their own notifications and the test e-mail in the mail sink.
import { expect, request as playwrightRequest, test, type Locator } from "@playwright/test";

import { E2E_BASE_URL, FAKE_MAIL_HTTP_URL } from "./support/constants";
import { createUserAsSuperAdmin, newAccount, SignInPage, toast } from "./helpers/accounts";

type Channel = "in_app" | "push" | "email";
interface Figures {
  channels: { channel: Channel; last24h: Record<string, number>; last7d: Record<string, number> }[];
  rules: { active: number; members: number };
  push: { devices: number; members: number };
}

/** The figure's cell of a channel and window: the columns go in-app, push, e-mail, each 24 h then 7 days. */
function figureCell(table: Locator, label: string, channel: Channel, window: "last24h" | "last7d") {
  const column = ["in_app", "push", "email"].indexOf(channel) * 2 + (window === "last24h" ? 0 : 1);
  return table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell")
    .nth(column);
}

test("an admin reads the alert figures and sends a test alert to themselves", async ({ page }, testInfo) => {
  const admin = newAccount("alerts-admin");
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const automation = page.getByRole("region", { name: "Automation panel" });
  const alerts = automation.getByRole("region", { name: "Alerts" });
  const table = alerts.getByRole("table", { name: "Alert deliveries per channel" });
  await expect(table).toBeVisible();

  // The cells show what the admin API computes, each row with its definition beside it.
  const figures = (await (await page.request.get("/api/admin/alerts")).json()).data as Figures;
  for (const { channel, last24h, last7d } of figures.channels) {
    await expect(figureCell(table, "Queued (volume)", channel, "last24h")).toHaveText(String(last24h.volume));
    await expect(figureCell(table, "Expired before send", channel, "last7d")).toHaveText(String(last7d.expired));
  }
  await expect(table.getByRole("row", { name: /^Expired before send/ })).toContainText(
    "the price no longer beat the fair line",
  );
  await expect(table.getByRole("row", { name: /^Sent rate/ })).toContainText("n = ");
  await expect(alerts.getByRole("group", { name: "Active alert rules" }).getByTestId("stat-value")).toHaveText(
    String(figures.rules.active),
  );
  await expect(alerts.getByRole("group", { name: "Push devices" }).getByTestId("stat-value")).toHaveText(
    String(figures.push.devices),
  );
  await expect(alerts.getByRole("table", { name: "Recent alert failures" })).toBeVisible();

  // The test alert: in-app sent, push off by default, e-mail queued to the admin's own (confirmed) address.
  await alerts.getByRole("button", { name: "Send test alert to me" }).click();
  await expect(toast(page, "Test alert sent")).toBeVisible();
  const result = alerts.getByRole("status", { name: "Test alert result" });
  await expect(result.getByRole("listitem").filter({ hasText: "In-app" })).toContainText("Sent");
  await expect(result.getByRole("listitem").filter({ hasText: "Push" })).toContainText("Switched off");
  await expect(result.getByRole("listitem").filter({ hasText: "E-mail" })).toContainText("Queued for e-mail");
  await alerts.screenshot({ path: testInfo.outputPath("alerts-section.png") });

  // The notification is the caller's own, marked as a test.
  const mine = await (await page.request.get("/api/user/notifications")).json();
  expect(mine.success).toBe(true);
  expect(mine.data.unread).toBeGreaterThanOrEqual(1);
  const [note] = mine.data.notifications as { kind: string; payload: { title: string; test: boolean } }[];
  expect(note).toMatchObject({ kind: "test", payload: { test: true } });
  expect(note!.payload.title).toMatch(/^Test alert: /);

  // The e-mail went through the outbox to the admin's address.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${FAKE_MAIL_HTTP_URL}/messages?to=${encodeURIComponent(admin.email)}`);
        const messages = (await response.json()) as { subject: string }[];
        return messages.filter((message) => message.subject.startsWith("Test alert: ")).length;
      },
      { message: `a test alert e-mail to ${admin.email}`, timeout: 15_000 },
    )
    .toBe(1);

  // Test alerts are not counted: the figures read the same afterwards.
  const after = (await (await page.request.get("/api/admin/alerts")).json()).data as Figures;
  expect(after.channels).toEqual(figures.channels);
});
