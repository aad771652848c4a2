// The signed-in pages are static shells (docs/decisions.md, "Signed-in pages as static shells"): the HTML of a
// member page is the same for every member and carries nothing of theirs; the member's own data reaches the
// browser only through the API, which checks the session. So two members get byte-identical pages, neither
// page names either member, and a write shows on the member's next view of the page.
import { expect, request as playwrightRequest, test } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

const MEMBER_PAGES = [
  "/user/dashboard",
  "/user/predictions",
  "/user/favorites",
  "/user/alerts",
  "/user/notifications",
  "/user/bets",
  "/user/settings",
  "/user/subscription",
  "/user/earnings",
];

/** The session cookie of a member signed in through the API, in a request context of its own. */
async function sessionOf(email: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const response = await api.post("/api/auth/login", {
    headers: { "content-type": "application/json", origin: E2E_BASE_URL },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return api;
}

test("two members get the same HTML for every member page, and it names neither of them", async () => {
  test.setTimeout(120_000);
  const [alice, bob] = [newAccount("shell-a"), newAccount("shell-b")];
  await createMemberAccount(alice);
  await createMemberAccount(bob);
  const [asAlice, asBob] = [await sessionOf(alice.email, alice.password), await sessionOf(bob.email, bob.password)];
  try {
    for (const path of MEMBER_PAGES) {
      // Interleaved: Alice, Bob, Alice.
      const first = await asAlice.get(path, { maxRedirects: 0 });
      const other = await asBob.get(path, { maxRedirects: 0 });
      const again = await asAlice.get(path, { maxRedirects: 0 });
      for (const response of [first, other, again]) expect(response.status(), path).toBe(200);
      const html = await first.text();
      expect(await other.text(), path).toBe(html);
      expect(await again.text(), path).toBe(html);
      for (const account of [alice, bob]) {
        expect(html, path).not.toContain(account.email);
        expect(html, path).not.toContain(account.fullName);
      }
    }
    // Their data through the API is each one's own.
    const aliceDashboard = await (await asAlice.get("/api/user/dashboard")).json();
    const bobDashboard = await (await asBob.get("/api/user/dashboard")).json();
    expect(aliceDashboard.data.user.fullName).toBe(alice.fullName);
    expect(bobDashboard.data.user.fullName).toBe(bob.fullName);
  } finally {
    await asAlice.dispose();
    await asBob.dispose();
  }
});

test("a visitor without a session is sent to sign in and gets no member page", async ({ request }) => {
  for (const path of MEMBER_PAGES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toContain("/auth/login?callbackUrl=");
  }
  expect((await request.get("/api/user/dashboard")).status()).toBe(401);
});

test("a member's write shows on their next view of the page: following a pick", async ({ page, request }) => {
  const member = newAccount("shell-write");
  await createMemberAccount(member);
  const list = await (await request.get("/api/predictions?limit=1&date=week")).json();
  const prediction = list.data.predictions[0];
  expect(prediction, "the demo world has a prediction this week").toBeTruthy();

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.goto("/user/predictions");
  await expect(page.getByText("You are not following any predictions yet.")).toBeVisible();

  const followed = await page.evaluate(async (id) => {
    const response = await fetch("/api/user/tracked-predictions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ predictionId: id }),
    });
    return response.status;
  }, prediction.id);
  expect(followed).toBe(201);
  await page.goto("/user/predictions");
  await expect(page.getByRole("heading", { name: "1 prediction followed" })).toBeVisible();
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("welcome-line")).toContainText(member.fullName);
});

test(
  "the dashboard's figures are cached per member: interleaved members never see each other's, and each one's " +
    "follows show at once",
  async () => {
    test.setTimeout(120_000);
    const [alice, bob] = [newAccount("cache-a"), newAccount("cache-b")];
    await createMemberAccount(alice);
    await createMemberAccount(bob);
    const [asAlice, asBob] = [await sessionOf(alice.email, alice.password), await sessionOf(bob.email, bob.password)];
    const write = { headers: { "content-type": "application/json", origin: E2E_BASE_URL } };
    try {
      const list = await (await asAlice.get("/api/predictions?limit=3&date=week")).json();
      const ids: string[] = list.data.predictions.map((prediction: { id: string }) => prediction.id);
      expect(ids.length, "the demo world has three predictions this week").toBe(3);
      const figures = async (api: typeof asAlice) => {
        const body = await (await api.get("/api/user/dashboard")).json();
        return {
          name: body.data.user.fullName as string,
          total: body.data.stats.total as number,
          recent: (body.data.recent as { id: string }[]).map((pick) => pick.id).sort(),
        };
      };
      // Both read (and cache) their empty dashboards first.
      expect(await figures(asAlice)).toEqual({ name: alice.fullName, total: 0, recent: [] });
      expect(await figures(asBob)).toEqual({ name: bob.fullName, total: 0, recent: [] });

      expect(
        (await asAlice.post("/api/user/tracked-predictions", { ...write, data: { predictionId: ids[0] } })).status(),
      ).toBe(201);
      expect(await figures(asAlice)).toEqual({ name: alice.fullName, total: 1, recent: [ids[0]] });
      expect(await figures(asBob)).toEqual({ name: bob.fullName, total: 0, recent: [] });

      for (const id of [ids[1], ids[2]])
        expect(
          (await asBob.post("/api/user/tracked-predictions", { ...write, data: { predictionId: id } })).status(),
        ).toBe(201);
      expect(await figures(asBob)).toEqual({ name: bob.fullName, total: 2, recent: [ids[1], ids[2]].sort() });
      expect(await figures(asAlice)).toEqual({ name: alice.fullName, total: 1, recent: [ids[0]] });

      expect((await asAlice.delete(`/api/user/tracked-predictions/${ids[0]}`, write)).status()).toBe(200);
      expect(await figures(asAlice)).toEqual({ name: alice.fullName, total: 0, recent: [] });
      expect(await figures(asBob)).toEqual({ name: bob.fullName, total: 2, recent: [ids[1], ids[2]].sort() });
    } finally {
      await asAlice.dispose();
      await asBob.dispose();
    }
  },
);
