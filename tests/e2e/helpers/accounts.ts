// Test accounts for the e2e journeys: unique addresses, API shortcuts for set-up (registration, sign-in,
// creating an admin through the super admin), and the page objects of the sign-in and sign-up forms.
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";

import { E2E_BASE_URL, E2E_SUPERADMIN, FAKE_MAIL_HTTP_URL } from "../support/constants";

export interface TestAccount {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  password: string;
}

/** A fresh member with an address no other test (or earlier run) uses. */
export function newAccount(label = "member"): TestAccount {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const firstName = "Ada";
  const lastName = `Tester ${suffix}`;
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `e2e-${label}-${suffix}@example.com`,
    // Long and uncommon, so the server's common-password list never refuses it.
    password: `Lantern-Quartz-${suffix}`,
  };
}

export const SUPERADMIN = E2E_SUPERADMIN;

// Same-origin requests, as a browser would send them (mutating handlers check Origin when a cookie is used).
const JSON_HEADERS = { Origin: E2E_BASE_URL, Accept: "application/json" };

/**
 * The confirmation link of the newest verification e-mail the app sent to `email`, read from the mail sink
 * (scripts/fake-mail-server.ts) the e2e app delivers through; waits for the outbox sender.
 */
export async function confirmationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${FAKE_MAIL_HTTP_URL}/messages?to=${encodeURIComponent(email.toLowerCase())}`);
        const messages = (await response.json()) as { subject: string; text: string }[];
        const found = messages.filter((message) => /^Confirm your e-mail address/.test(message.subject)).at(-1);
        link = found?.text.match(/https?:\/\/\S+\/auth\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { message: `a confirmation e-mail to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Registers through POST /api/auth/register, then confirms the address with the token from the e-mailed
 * link (POST /api/auth/verify-email), as the new member would; returns the new user's id.
 */
export async function registerViaApi(request: APIRequestContext, account: TestAccount): Promise<string> {
  const response = await request.post("/api/auth/register", {
    headers: JSON_HEADERS,
    data: { email: account.email, password: account.password, fullName: account.fullName },
  });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(202);
  const token = new URL(await confirmationLinkFor(account.email)).searchParams.get("token");
  // Its own request context: the verification signs in, and the caller's cookies stay as they were.
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const verified = await api.post("/api/auth/verify-email", { headers: JSON_HEADERS, data: { token } });
    const verifiedBody = await verified.json();
    expect(verified.status(), JSON.stringify(verifiedBody)).toBe(200);
    return verifiedBody.data.user.id as string;
  } finally {
    await api.dispose();
  }
}

/** POST /api/auth/login; returns the bearer token. */
export async function signInViaApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/api/auth/login", { headers: JSON_HEADERS, data: { email, password } });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  expect(typeof body.data.token).toBe("string");
  return body.data.token as string;
}

/**
 * Creates an account with the given role through POST /api/users, signed in as the e2e super admin. By default
 * the super admin vouches for the address (the test account reads no mail), so it signs in at once; `vouched:
 * false` leaves it unconfirmed, as the create form does unless its box is ticked.
 */
export async function createUserAsSuperAdmin(
  request: APIRequestContext,
  account: TestAccount,
  role: "USER" | "ADMIN" | "SUPER_ADMIN",
  { vouched = true }: { vouched?: boolean } = {},
): Promise<void> {
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  const response = await request.post("/api/users", {
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      fullName: account.fullName,
      email: account.email,
      password: account.password,
      role,
      emailVerified: vouched,
    },
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  expect(body.data?.role ?? body.data?.user?.role).toBe(role);
}

/**
 * A fresh member account created by the super admin in a request context of its own (so no browser cookie
 * changes). Registration is rate-limited per IP (5 an hour) and every e2e request comes from 127.0.0.1, so
 * only the sign-up journeys themselves register through /api/auth/register.
 */
export async function createMemberAccount(account: TestAccount): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, account, "USER");
  } finally {
    await api.dispose();
  }
}

/** The sign-in form at /auth/login or /admin/login. */
export class SignInPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly path = "/auth/login",
  ) {
    this.form = page.getByRole("form", { name: path.startsWith("/admin") ? "Admin sign in form" : "Sign in form" });
    this.email = this.form.getByLabel("Email", { exact: true });
    this.password = this.form.getByLabel("Password", { exact: true });
    this.submit = this.form.getByRole("button", { name: "Sign In" });
  }

  async goto(query = "") {
    await this.page.goto(`${this.path}${query}`);
  }

  /** Fills and submits; the caller asserts where the browser lands. */
  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** The sign-up form at /auth/signup. */
export class SignUpPage {
  readonly form: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly terms: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Sign up form" });
    this.firstName = this.form.getByLabel("First name");
    this.lastName = this.form.getByLabel("Last name");
    this.email = this.form.getByLabel("Email", { exact: true });
    this.password = this.form.getByLabel("Password", { exact: true });
    this.confirmPassword = this.form.getByLabel("Confirm password", { exact: true });
    this.terms = this.form.getByRole("checkbox", { name: /I agree to the/ });
    this.submit = this.form.getByRole("button", { name: /Create Account/ });
  }

  async goto() {
    await this.page.goto("/auth/signup");
  }

  async fill(account: TestAccount, { confirmPassword = account.password, acceptTerms = true } = {}) {
    await this.firstName.fill(account.firstName);
    await this.lastName.fill(account.lastName);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.confirmPassword.fill(confirmPassword);
    if (acceptTerms) await this.terms.check();
  }
}

/** The signed-in header's avatar button. */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Account menu for / });
}

/** The signed-out header's Sign In link. */
export function headerSignInLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true });
}

/** A sonner toast containing `text` (title or description). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}
