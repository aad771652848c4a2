// The contact inbox: a message sent through the contact form reaches /admin/messages (linked from the
// dashboard), where an admin reads it and marks it handled.
import { expect, request as playwrightRequest, test } from "@playwright/test";

import { createUserAsSuperAdmin, newAccount, SignInPage } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

test("an admin reads a contact message and marks it handled", async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const subject = `Refund question ${suffix}`;
  const body = `I was charged twice this month (${suffix}). Could one payment be refunded?`;
  const admin = newAccount("inbox-admin");
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const sent = await api.post("/api/contact", {
      headers: { Origin: E2E_BASE_URL, Accept: "application/json" },
      data: { name: "Grace Hopper", email: `grace-${suffix}@example.com`, subject, category: "billing", message: body },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }

  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("region", { name: "User Management" }).getByRole("link", { name: "Contact Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();

  // The inbox opens on new messages, newest first.
  const table = page.getByRole("table", { name: "Contact messages" });
  const row = table.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("New");
  await row.getByRole("button", { name: subject }).click();

  const message = page.getByRole("region", { name: "Message" });
  await expect(message.getByTestId("contact-message-body")).toHaveText(body);
  await expect(message).toContainText(`grace-${suffix}@example.com`);
  // Opening it marked it read.
  await expect(message).toContainText("Read");
  await message.getByRole("button", { name: "Mark handled" }).click();
  await expect(message).toContainText("Handled");
  await expect(message.getByRole("button", { name: "Mark not handled" })).toBeVisible();

  // It has left the new messages and is among the handled ones.
  await expect(table.getByRole("row").filter({ hasText: subject })).toHaveCount(0);
  await page.getByLabel("Status").selectOption("resolved");
  await expect(table.getByRole("row").filter({ hasText: subject })).toContainText("Handled");
});
