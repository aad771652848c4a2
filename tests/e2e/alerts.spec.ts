// Alerts from the member's side: a rule made on /user/alerts (from the favourites offer, with the server's field
// errors shown where they belong), an admin publishing a matching pick, the header bell counting it without a
// reload, the list showing its labelled figures, and a click opening the pick; then Web Push on this device.
//
// Push end to end: Chromium here cannot subscribe to a real push service (no network), so the member's device is
// made on the fake push service (scripts/fake-push-server.ts) and registered through the same API the page uses;
// the app's own push for a published pick reaches that service (VAPID checked, message decrypted), and the DevTools
// protocol hands exactly that message to the page's service worker, which shows it; its click opens the pick.
import { expect, test, type Page } from "@playwright/test";

import { createMemberAccount, newAccount } from "./helpers/accounts";
import { createManualPrediction } from "./helpers/manual-prediction";
import { apiFromPage, bell, firstOfAFreeDay, signInAs } from "./helpers/member-session";
import { axeViolations } from "./support/axe";
import { E2E_BASE_URL, FAKE_PUSH_CONTROL_URL } from "./support/constants";

/** Creates the rule the favourites offer proposes, after the server has refused an impossible probability range. */
async function createRuleFromFavourites(page: Page) {
  await page.goto("/user/alerts");
  const offer = page.getByTestId("favourites-offer").getByRole("button", {
    name: "Alert me on value picks in Premier League",
  });
  await expect(offer).toBeVisible();
  await offer.click();

  const form = page.getByRole("form", { name: "Alert rule" });
  await expect(page.getByRole("heading", { name: "New alert rule" })).toBeFocused();
  await expect(form.getByLabel("Name")).toHaveValue("Value picks in Premier League");
  await expect(form.getByRole("checkbox", { name: "Premier League", exact: true })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "In-app" })).toBeChecked();
  await expect(form.getByLabel("Time zone")).toHaveValue("UTC");

  // The server's per-field error lands on its field, which takes the focus.
  await form.getByLabel("Minimum fair probability (%)").fill("70");
  await form.getByLabel("Maximum fair probability (%)").fill("20");
  await form.getByRole("button", { name: "Create rule" }).click();
  const maximum = form.getByLabel("Maximum fair probability (%)");
  await expect(maximum).toHaveAttribute("aria-invalid", "true");
  await expect(maximum).toBeFocused();
  await expect(form.getByText("The minimum fair probability must not exceed the maximum")).toBeVisible();

  await form.getByLabel("Minimum fair probability (%)").fill("");
  await maximum.fill("");
  await form.getByRole("button", { name: "Create rule" }).click();
  await expect(form).toBeHidden();
  const rule = page.getByTestId("alert-rule");
  await expect(rule).toHaveCount(1);
  await expect(rule.getByTestId("alert-rule-filters")).toHaveText("Premier League");
  await expect(rule.getByTestId("alert-rule-delivery")).toHaveText("In-app · Instant");
}

test("a member with a favourite league creates a rule from the offer, edits, pauses and deletes rules", async ({
  page,
}) => {
  const member = newAccount("alerts-rule");
  await createMemberAccount(member);
  await signInAs(page, member);
  expect((await apiFromPage(page, "POST", "/api/user/favorites/leagues", { id: "epl" })).status).toBe(201);

  await createRuleFromFavourites(page);
  // Checked without the confirmation toast on screen (sonner's own colours are not ours to judge here).
  await page.reload();
  await expect(page.getByTestId("alert-rule")).toHaveCount(1);
  await expect(page.getByTestId("master-switches")).toContainText("Prediction alerts");
  expect(await axeViolations(page)).toEqual([]);

  // A second rule from scratch, edited, paused and deleted.
  await page.getByRole("button", { name: "New rule" }).click();
  const form = page.getByRole("form", { name: "Alert rule" });
  await form.getByLabel("Name").fill("Long shots");
  await form.getByRole("checkbox", { name: "Over/Under" }).check();
  await form.getByLabel("Minimum EV (%)").fill("5");
  await form.getByLabel("Maximum odds (decimal)").fill("4.5");
  await form.getByRole("checkbox", { name: "E-mail" }).check();
  await form.getByRole("radio", { name: /Daily digest/ }).check();
  await form.getByRole("checkbox", { name: /Hold instant alerts during quiet hours/ }).check();
  await form.getByLabel("From").fill("23:00");
  await form.getByLabel("Until").fill("06:30");
  await form.getByRole("button", { name: "Create rule" }).click();
  const longShots = page.getByTestId("alert-rule").filter({ hasText: "Long shots" });
  await expect(longShots.getByTestId("alert-rule-filters")).toHaveText("Over/Under · EV ≥ +5% · odds ≤ 4.50");
  await expect(longShots.getByTestId("alert-rule-delivery")).toHaveText(
    "In-app, E-mail · Daily digest · quiet 23:00–06:30 (UTC)",
  );

  await longShots.getByRole("button", { name: "Edit Long shots" }).click();
  await expect(form.getByLabel("Minimum EV (%)")).toHaveValue("5");
  await form.getByLabel("Minimum EV (%)").fill("7.5");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(longShots.getByTestId("alert-rule-filters")).toHaveText("Over/Under · EV ≥ +7.5% · odds ≤ 4.50");

  await longShots.getByRole("switch", { name: "Enabled: Long shots" }).click();
  await expect(longShots.getByText("Paused")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("alert-rule").filter({ hasText: "Long shots" }).getByText("Paused")).toBeVisible();

  await page.getByRole("button", { name: "Delete Long shots" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this alert rule?" });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByTestId("alert-rule")).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Long shots" }).click();
  await dialog.getByRole("button", { name: "Delete rule" }).click();
  await expect(page.getByTestId("alert-rule")).toHaveCount(1);
});

test("the header bell: count, keyboard-usable list, empty state, and the notifications page", async ({ page }) => {
  const member = newAccount("alerts-bell");
  await createMemberAccount(member);
  await signInAs(page, member);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 0 unread");

  // Keyboard: the bell opens its list, focus moves into it, Escape closes it and gives the focus back.
  await bell(page).focus();
  await page.keyboard.press("Enter");
  const list = page.getByRole("dialog", { name: "Notifications" });
  await expect(list).toBeVisible();
  await expect(list.getByText("No notifications yet.")).toBeVisible();
  await expect(list.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await bell(page).click();
  await list.getByRole("link", { name: "All notifications" }).click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByText("No notifications yet.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The account menu links to the alerts page.
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Alerts" }).click();
  await expect(page).toHaveURL(/\/user\/alerts$/);
});

test("the bell counts a published pick without a reload; the list labels its figures; a click opens the pick", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = newAccount("alerts-live");
  await createMemberAccount(member);
  await signInAs(page, member);
  expect((await apiFromPage(page, "POST", "/api/user/favorites/leagues", { id: "epl" })).status).toBe(201);
  await createRuleFromFavourites(page);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 0 unread");

  const suffix = Date.now().toString(36);
  const predictionId = await createManualPrediction(request, {
    homeTeam: `Alerts Home ${suffix}`,
    awayTeam: `Alerts Away ${suffix}`,
    matchDate: firstOfAFreeDay(60),
    market: "1x2",
    pick: `Alerts Home ${suffix}`,
    confidence: 62,
    odds: 2.1,
  });

  // No reload: the stream (or the polling fallback) brings the count (1, or more when another test's EPL pick
  // arrived too: the list below is checked by this pick's teams).
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/, { timeout: 40_000 });
  await expect(bell(page).getByTestId("notification-count")).toHaveText(/^[1-9]\d*$/);

  await bell(page).click();
  const list = page.getByRole("dialog", { name: "Notifications" });
  const entry = list.getByRole("link", { name: new RegExp(`Alerts Home ${suffix}`) }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute("href", `/predictions/${predictionId}`);
  await expect(entry.getByTestId("notification-pick")).toContainText(`Alerts Home ${suffix}`);
  await expect(entry.getByTestId("notification-figures")).toContainText(/price seen (just now|\d+ min ago)/);

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/predictions/${predictionId}$`));

  // The full list names every figure that the pick carries, each with what it is; opening it marked it read. Found
  // by its teams, not its place: other tests publish EPL picks that this member's rule also matches.
  await page.goto("/user/notifications");
  const item = page
    .getByRole("list", { name: "Notifications" })
    .getByRole("link", { name: new RegExp(`Alerts Home ${suffix}`) });
  await expect(item).not.toHaveAttribute("data-unread");
  await expect(item.getByTestId("notification-figures")).toContainText("Best price 2.10");
  await expect(item.getByTestId("notification-figures")).toContainText(/EV [+-]\d+\.\d% at that price/);
});

// ── Web Push on this device ───────────────────────────────────────────────────────────────────────────────

async function switchPushOn(page: Page) {
  const stored = await apiFromPage(page, "GET", "/api/user/preferences");
  const { notifications, privacy } = stored.body.data;
  const saved = await apiFromPage(page, "PUT", "/api/user/preferences", {
    notifications: { ...notifications, push: true },
    privacy,
  });
  expect(saved.status).toBe(200);
}

test("push: the settings switch gates it, and Enable says honestly what this browser can do", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"], { origin: E2E_BASE_URL });
  const member = newAccount("alerts-push");
  await createMemberAccount(member);
  await signInAs(page, member);

  await page.goto("/user/alerts");
  const state = page.getByTestId("push-device-state");
  await expect(state).toHaveAttribute("data-state", "off");
  // Push is off in the settings by default: the device cannot be enabled until it is on.
  await expect(page.getByText(/Push notifications are switched off in your/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable push on this device" })).toBeDisabled();

  await switchPushOn(page);
  await page.reload();
  await page.getByRole("button", { name: "Enable push on this device" }).click();
  // Debian's headless Chromium has no push service to register with: subscribe() fails ("Registration failed -
  // permission denied") and the card says so; a browser with one ends enabled, with a Disable button.
  await expect(
    page.getByRole("button", { name: "Disable push on this device" }).or(page.getByText(/could not reach its push/)),
  ).toBeVisible({ timeout: 20_000 });
});

test("push: the app's push for a pick reaches the device, shows a notification, its click opens the pick", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["notifications"], { origin: E2E_BASE_URL });
  const member = newAccount("alerts-sw");
  await createMemberAccount(member);
  await signInAs(page, member);

  // A rule that asks for push, and a device on the push service, registered as the page registers one (which turns
  // the push switch on).
  const rule = await apiFromPage(page, "POST", "/api/user/alert-rules", {
    name: "Push me",
    leagues: ["epl"],
    channels: ["in_app", "push"],
  });
  expect(rule.status).toBe(201);
  const device = (await (await request.post(`${FAKE_PUSH_CONTROL_URL}/devices`)).json()) as {
    id: string;
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  };
  expect((await apiFromPage(page, "POST", "/api/user/push-subscriptions", device.subscription)).status).toBe(200);

  await page.goto("/user/alerts");
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.find((entry) => entry.scopeURL === `${E2E_BASE_URL}/`)).toBeTruthy();
  const { registrationId } = registrations.find((entry) => entry.scopeURL === `${E2E_BASE_URL}/`)!;

  const suffix = Date.now().toString(36);
  const predictionId = await createManualPrediction(request, {
    homeTeam: `Push Home ${suffix}`,
    awayTeam: `Push Away ${suffix}`,
    matchDate: firstOfAFreeDay(61),
    market: "1x2",
    pick: `Push Home ${suffix}`,
    confidence: 62,
    odds: 2.1,
  });

  // The app sent its push to the push service, which verified the VAPID signature and decrypted it.
  let pushed: { payload: { title: string; url: string; tag: string; kind: string } }[] = [];
  await expect
    .poll(
      async () => {
        pushed = await (await request.get(`${FAKE_PUSH_CONTROL_URL}/messages?device=${device.id}`)).json();
        return pushed.length;
      },
      { timeout: 40_000 },
    )
    .toBe(1);
  const payload = pushed[0]!.payload;
  expect(payload).toMatchObject({ kind: "value_pick", url: `/predictions/${predictionId}`, tag: predictionId });
  expect(payload.title).toBe(`Value: Push Home ${suffix} v Push Away ${suffix}`);

  // The push service hands the same message to the browser's worker.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: E2E_BASE_URL,
    registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
      ),
    )
    .toContain(payload.title);

  // A click as the worker receives it. Headless Chromium grants no user activation to a dispatched event, so the
  // worker's new window is refused here and it takes the open tab to the pick (public/sw.js).
  const [worker] = context.serviceWorkers();
  expect(worker, "the service worker is running").toBeTruthy();
  const opened = context.waitForEvent("page", { timeout: 10_000 }).catch(() => null);
  await worker!.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    const NotificationEventClass = (globalThis as unknown as { NotificationEvent: typeof Event }).NotificationEvent;
    scope.dispatchEvent(
      new (NotificationEventClass as unknown as new (type: string, init: object) => Event)("notificationclick", {
        notification,
      }),
    );
  }, payload.tag);
  const newPage = await opened;
  const target = new RegExp(`/predictions/${predictionId}$`);
  if (newPage) await expect(newPage).toHaveURL(target);
  else await expect(page).toHaveURL(target);
});
