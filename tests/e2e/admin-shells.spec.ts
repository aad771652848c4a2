// The admin console's pages are static shells (docs/decisions.md, "Signed-in pages as static shells"): the HTML
// of an admin page is the same for every admin and carries no admin data and nothing of the caller; the data
// reaches the browser only through the admin API, which authorises each call against the database. The proxy
// sends a browser whose session lacks the role away before any page is served.
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";

import {
  createMemberAccount,
  createUserAsSuperAdmin,
  newAccount,
  SignInPage,
  SUPERADMIN,
  type TestAccount,
} from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/predictions",
  "/admin/subscriptions",
  "/admin/referrals",
  "/admin/payments",
  "/admin/models",
  "/admin/schedule",
  "/admin/settings",
  "/admin/security",
  "/admin/messages",
  "/admin/leagues",
  "/admin/database",
  "/admin/create-users",
  "/admin/analytics",
  "/admin/ads",
];
const SUPER_ADMIN_PAGES = ["/admin/users", "/admin/global-settings", "/admin/api-keys"];

const JSON_HEADERS = { "content-type": "application/json", origin: E2E_BASE_URL };

/** A request context holding the session cookie of `email`, signed in through POST /api/auth/login. */
async function sessionOf(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const response = await api.post("/api/auth/login", { headers: JSON_HEADERS, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

async function newAdmin(): Promise<TestAccount> {
  const admin = newAccount("shell-admin");
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }
  return admin;
}

test("a super admin and an admin get the same HTML for every admin page, and it holds no admin data", async () => {
  test.setTimeout(180_000);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Private data the console shows once loaded: a contact message and a member's account.
  const subject = `Shell check ${suffix}`;
  const member = newAccount("shell-member");
  await createMemberAccount(member);
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const sent = await visitor.post("/api/contact", {
      headers: { ...JSON_HEADERS, accept: "application/json" },
      data: {
        name: "Shell Checker",
        email: `shell-${suffix}@example.com`,
        subject,
        category: "general",
        message: `A message only admins may read (${suffix}).`,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await visitor.dispose();
  }

  const admin = await newAdmin();
  const [asSuper, asAdmin] = [
    await sessionOf(SUPERADMIN.email, SUPERADMIN.password),
    await sessionOf(admin.email, admin.password),
  ];
  try {
    // The data exists, and the API gives it to an admin.
    const inbox = await (await asAdmin.get("/api/admin/messages", { params: { status: "new" } })).json();
    const message = (inbox.data.messages as { id: string; subject: string }[]).find(
      (entry) => entry.subject === subject,
    );
    expect(message, "the contact message is in the inbox").toBeTruthy();
    const users = await (await asSuper.get("/api/users", { params: { search: member.email } })).json();
    expect(JSON.stringify(users.data)).toContain(member.email);
    const system = await (await asAdmin.get("/api/admin/system")).json();
    const nodeVersion = system.data.runtime.nodeVersion as string;
    const superProfile = await (await asSuper.get("/api/auth/profile")).json();
    const adminProfile = await (await asAdmin.get("/api/auth/profile")).json();
    const identities = [
      SUPERADMIN.email,
      superProfile.data.id as string,
      admin.email,
      admin.fullName,
      adminProfile.data.id as string,
    ];
    const secrets = [subject, message!.id, member.email, member.fullName, nodeVersion];

    for (const path of [...ADMIN_PAGES, `/admin/messages?id=${message!.id}`]) {
      // Interleaved: super admin, admin, super admin.
      const first = await asSuper.get(path, { maxRedirects: 0 });
      const other = await asAdmin.get(path, { maxRedirects: 0 });
      const again = await asSuper.get(path, { maxRedirects: 0 });
      for (const response of [first, other, again]) expect(response.status(), path).toBe(200);
      const html = await first.text();
      expect(html, path).toContain("<h1");
      expect(await other.text(), path).toBe(html);
      expect(await again.text(), path).toBe(html);
      for (const value of [...identities, ...secrets]) expect(html, `${path} holds ${value}`).not.toContain(value);
    }
    for (const path of SUPER_ADMIN_PAGES) {
      const response = await asSuper.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const value of [...identities, ...secrets]) expect(html, `${path} holds ${value}`).not.toContain(value);
      // A plain admin is sent away before any page is served.
      const refused = await asAdmin.get(path, { maxRedirects: 0 });
      expect(refused.status(), path).toBe(307);
      expect(new URL(refused.headers().location!, E2E_BASE_URL).pathname, path).toBe("/unauthorized");
    }
  } finally {
    await asSuper.dispose();
    await asAdmin.dispose();
  }
});

test("a member's and a visitor's request for an admin page is redirected, with none of the page", async ({
  request,
}) => {
  const member = newAccount("shell-nonadmin");
  await createMemberAccount(member);
  const asMember = await sessionOf(member.email, member.password);
  try {
    for (const path of [...ADMIN_PAGES, ...SUPER_ADMIN_PAGES]) {
      const refused = await asMember.get(path, { maxRedirects: 0 });
      expect(refused.status(), path).toBe(307);
      expect(new URL(refused.headers().location!, E2E_BASE_URL).pathname, path).toBe("/unauthorized");
      expect(await refused.text(), path).not.toContain("<h1");

      const anonymous = await request.get(path, { maxRedirects: 0 });
      expect(anonymous.status(), path).toBe(307);
      const login = new URL(anonymous.headers().location!, E2E_BASE_URL);
      expect(login.pathname, path).toBe("/admin/login");
      expect(login.searchParams.get("callbackUrl"), path).toBe(path);
    }
    // The data stays behind the API's own check.
    expect((await asMember.get("/api/admin/system")).status()).toBe(403);
    expect((await request.get("/api/admin/system")).status()).toBe(401);
  } finally {
    await asMember.dispose();
  }
});

test("every admin page hydrates under the policy and shows the data the browser read from the API", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI || "inline"}`);
    });
  });

  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });

  // What each page shows only once its data has come from the API (or, on the dashboard, once the browser knows
  // the caller is a super admin).
  const loaded: Record<string, (page: Page) => Locator> = {
    "/admin/dashboard": (p) =>
      p.getByRole("region", { name: "User Management" }).getByRole("link", { name: "User Accounts" }),
    "/admin/predictions": (p) => p.getByLabel("Sport").locator("option").nth(1),
    "/admin/models": (p) => p.getByRole("region", { name: /^Backtest of / }).first(),
    "/admin/schedule": (p) => p.getByRole("region", { name: "Subscription expiry" }).getByTestId("next-run").first(),
    "/admin/settings": (p) =>
      p.getByRole("region", { name: "Security and notifications" }).getByText("Admin inactivity timeout"),
    "/admin/security": (p) => p.getByRole("region", { name: "Rate limits in force" }).getByRole("row").nth(1),
    "/admin/leagues": (p) => p.getByTestId("league-row").first(),
    "/admin/database": (p) => p.getByTestId("table-row").first(),
    "/admin/messages": (p) => p.getByRole("table", { name: "Contact messages" }),
    "/admin/global-settings?tab=security": (p) => p.getByRole("main").getByLabel("admin_session_timeout_minutes"),
    "/admin/users": (p) => p.getByTestId("data-row").first(),
    "/admin/create-users": (p) => p.getByRole("option", { name: "Super Admin" }),
  };
  for (const [path, locate] of Object.entries(loaded)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(locate(page), path).toBeAttached();
    // Nothing is left loading.
    await expect(page.getByRole("status", { name: /^Loading/ }), path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
