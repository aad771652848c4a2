// API keys: a super admin creates a key for an ENTERPRISE member, the key reads the API with
// `Authorization: Bearer` (GET only), its use shows in the table, and once revoked it answers 401.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";

import { E2E_BASE_URL } from "./support/constants";
import { createUserAsSuperAdmin, newAccount, SignInPage, signInViaApi, SUPERADMIN, toast } from "./helpers/accounts";

/** An ENTERPRISE member: created by the super admin, then granted the plan through Add Subscription's API. */
async function enterpriseMember(api: APIRequestContext) {
  const member = newAccount("api-owner");
  await createUserAsSuperAdmin(api, member, "USER");
  const token = await signInViaApi(api, SUPERADMIN.email, SUPERADMIN.password);
  const grant = await api.post("/api/admin/subscriptions", {
    headers: { Origin: E2E_BASE_URL, Authorization: `Bearer ${token}` },
    data: { email: member.email, plan: "ENTERPRISE", days: 30 },
  });
  expect(grant.status(), await grant.text()).toBe(201);
  return member;
}

async function signInToConsole(page: Page) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("a super admin creates a key for an Enterprise member; it reads the API until it is revoked", async ({ page }) => {
  // A client with no cookies: only the key speaks for it.
  const client = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const owner = await enterpriseMember(client);
    const keyName = `E2E feed ${Date.now().toString(36)}`;
    await signInToConsole(page);
    await page.goto("/admin/api-keys");
    await expect(page.getByRole("heading", { level: 1, name: "API Keys" })).toBeVisible();

    // Create: the key is shown once, with the warning and a copy button.
    await page.getByRole("button", { name: "Create API Key" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Key name").fill(keyName);
    await dialog.getByLabel("Owner (email or user id)").fill(owner.email);
    await dialog.getByLabel("Expires").selectOption({ label: "In 30 days" });
    await dialog.getByRole("button", { name: "Create key" }).click();
    await expect(toast(page, "API key created")).toBeVisible();
    const secret = (await dialog.getByTestId("new-api-key").textContent())!.trim();
    expect(secret).toMatch(/^ek_live_[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByText("This key is shown only once.", { exact: false })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy key" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // Listed masked after its first 12 characters; the rest of the key is nowhere on the page.
    const row = page.getByRole("table", { name: "API keys" }).getByTestId("data-row").filter({ hasText: keyName });
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(row).toContainText(owner.email);
    await expect(row).toContainText("Never");
    // The expiry chosen in the dialog, 30 days from now (the Expires column).
    const in30Days = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await expect(row.getByRole("cell").nth(6)).toContainText(String(in30Days.getUTCFullYear()));
    await expect(row.getByRole("cell").nth(6)).not.toHaveText("Never");
    await expect(page.getByText(secret.slice(12))).toHaveCount(0);

    // The key reads as its owner, GET only.
    const auth = { Authorization: `Bearer ${secret}` };
    const read = await client.get("/api/predictions?limit=5", { headers: auth });
    expect(read.status(), await read.text()).toBe(200);
    expect((await read.json()).success).toBe(true);
    const write = await client.put("/api/user/preferences", { headers: auth, data: {} });
    expect(write.status()).toBe(403);
    expect((await write.json()).error).toBe("API keys are read-only: only GET requests are allowed.");

    // Its use shows in the table.
    await page.reload();
    await expect(row.getByRole("cell").nth(5)).toHaveText("1");
    await expect(row).not.toContainText("Never");

    // Revoke, after confirming; the key stops working.
    await row.getByRole("button", { name: `Revoke API key ${keyName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke API key?" });
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(toast(page, "API key revoked")).toBeVisible();
    await expect(row).toContainText("Revoked");
    const refused = await client.get("/api/predictions?limit=5", { headers: auth });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error).toBe("This API key has been revoked.");
  } finally {
    await client.dispose();
  }
});
