// Prediction management: an admin creates, finds, marks premium, edits and deletes a prediction,
// and runs the model on one upcoming match of the demo world from Generate AI Predictions.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { E2E_BASE_URL } from "./support/constants";
import { createUserAsSuperAdmin, newAccount, SignInPage, signInViaApi, SUPERADMIN, toast } from "./helpers/accounts";

async function signInAsNewAdmin(page: Page, label: string) {
  const admin = newAccount(label);
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
  await page.goto("/admin/predictions");
  await expect(page.getByRole("heading", { level: 1, name: "Prediction Management" })).toBeVisible();
}

const rows = (page: Page) => page.getByRole("table", { name: "Predictions" }).getByTestId("data-row");

/** The value of a datetime-local input `days` from now at 18:30 local time. */
function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

test("an admin creates a prediction, marks it premium, edits and deletes it", async ({ page }) => {
  await signInAsNewAdmin(page, "preds-admin");
  const home = `Harbour ${Date.now().toString(36)}`;

  await page.getByRole("button", { name: "Create Prediction" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Prediction" });
  await expect(dialog.getByLabel(/^Confidence/)).toHaveValue("70");
  await dialog.getByLabel("Home team").fill(home);
  await dialog.getByLabel("Away team").fill("Riverside");
  await dialog.getByLabel("Match date").fill(localDateTime(5));
  await dialog.getByLabel("Market").fill("moneyline");
  await dialog.getByLabel("Pick").fill(`${home} to win`);
  await dialog.getByLabel("Odds (decimal)").fill("1.85");
  await dialog.getByLabel("Analysis (optional)").fill("Home side unbeaten in six.");
  await dialog.getByRole("button", { name: "Create prediction" }).click();
  await expect(toast(page, "Prediction created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed, found by search, as a free manual pick.
  await page.getByLabel("Search predictions").fill(home);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(`${home} vs Riverside`);
  await expect(row).toContainText("1.85");
  await expect(row).toContainText("70%");
  await expect(row).toContainText("PENDING");
  const premium = row.getByRole("switch", { name: /^Premium:/ });
  await expect(premium).toHaveAttribute("aria-checked", "false");

  // The premium toggle is saved: it survives a reload.
  await premium.click();
  await expect(toast(page, "Prediction marked as premium")).toBeVisible();
  await page.reload();
  await page.getByLabel("Search predictions").fill(home);
  await expect(rows(page)).toHaveCount(1);
  await expect(
    rows(page)
      .first()
      .getByRole("switch", { name: /^Premium:/ }),
  ).toHaveAttribute("aria-checked", "true");

  // Edit the pick and the odds.
  await rows(page)
    .first()
    .getByRole("button", { name: /^Edit / })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Prediction" });
  await expect(edit.getByLabel("Home team")).toHaveValue(home);
  await edit.getByLabel("Pick").fill("Riverside to win");
  await edit.getByLabel("Odds (decimal)").fill("2.40");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Prediction updated successfully")).toBeVisible();
  await expect(rows(page).first()).toContainText("Riverside to win");
  await expect(rows(page).first()).toContainText("2.40");

  // Delete asks first, then the row is gone.
  await rows(page)
    .first()
    .getByRole("button", { name: /^Delete / })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete prediction?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "Prediction deleted successfully")).toBeVisible();
  await expect(page.getByRole("table", { name: "Predictions" }).getByText("No predictions found")).toBeVisible();
});

test("an admin generates AI predictions for an upcoming match and sees them listed", async ({ page }) => {
  await signInAsNewAdmin(page, "preds-gen");

  await page.getByRole("button", { name: "Generate AI Predictions" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate AI Predictions" });
  const generate = dialog.getByRole("button", { name: "Generate", exact: true });
  await expect(generate).toBeDisabled();

  // The first upcoming match nobody has predicted yet.
  const picker = dialog.getByLabel("Match");
  await expect(picker).toBeEnabled();
  const options = await picker
    .locator("option")
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? "" })),
    );
  const choice = options.find((option) => option.value && !option.text.includes("predicted"));
  expect(choice, "the demo world has an upcoming match without predictions").toBeDefined();
  await picker.selectOption(choice!.value);
  await expect(generate).toBeEnabled();
  await generate.click();

  const done = toast(page, /Generated [1-9]\d* predictions/);
  await expect(done).toBeVisible({ timeout: 30_000 });
  const generated = Number((await done.textContent())!.match(/Generated (\d+) predictions/)![1]);
  await expect(dialog).toBeHidden();

  // The new AI picks are in the table.
  const fixture = choice!.text.split(" · ")[0]!;
  await page.getByLabel("Search predictions").fill(fixture.split(" vs ")[0]!);
  await expect(rows(page).filter({ hasText: fixture })).toHaveCount(generated);
});

/** Enough manual predictions (by the API, as the super admin) that the console has more than seven pages of 20. */
async function addPredictions(count: number) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const token = await signInViaApi(api, SUPERADMIN.email, SUPERADMIN.password);
    const tag = `Pager ${Date.now().toString(36)}`;
    const matchDate = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString();
    for (let index = 0; index < count; index += 5) {
      await Promise.all(
        Array.from({ length: Math.min(5, count - index) }, async (_, offset) => {
          const response = await api.post("/api/predictions/manual", {
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            data: {
              sport: "football",
              league: "epl",
              homeTeam: `${tag} ${index + offset}`,
              awayTeam: "Pager Away",
              matchDate,
              market: "moneyline",
              pick: "Pager Away",
              confidence: 60,
              odds: 1.9,
              isPublished: false,
            },
          });
          expect(response.ok(), await response.text()).toBe(true);
        }),
      );
    }
  } finally {
    await api.dispose();
  }
}

test("an admin pages the predictions by number near the start, then by cursor", async ({ page }) => {
  test.setTimeout(180_000);
  await addPredictions(50);
  await signInAsNewAdmin(page, "preds-pager");
  const pager = page.getByRole("navigation", { name: "Predictions pages" });
  const at = (n: number) => expect(pager.getByText(new RegExp(`^Page ${n}( of \\d+)?$`))).toBeVisible();
  const shown = async () => (await rows(page).allTextContents()).join("\n");
  // The demo world has far more than five pages of 20.
  await expect(page.getByText(/^(\d+|More than [\d,]+) predictions$/)).toBeVisible();
  await expect(rows(page)).toHaveCount(20);

  // Pages 2–5 are asked for by number; page 6 by the cursor page 5 answered with.
  for (let n = 2; n <= 5; n++) {
    const asked = page.waitForRequest(
      (request) =>
        request.url().includes("/api/admin/predictions?") &&
        new URL(request.url()).searchParams.get("page") === String(n),
    );
    await pager.getByRole("button", { name: "Next" }).click();
    await asked;
    await at(n);
  }
  const fifthRows = await shown();
  const byCursor = page.waitForResponse(
    (response) =>
      response.url().includes("/api/admin/predictions?") && new URL(response.url()).searchParams.has("cursor"),
  );
  await pager.getByRole("button", { name: "Next" }).click();
  const sixth = new URL((await byCursor).url()).searchParams.get("cursor");
  await at(6);
  await expect(rows(page)).toHaveCount(20);
  // The page label moves before the rows do: read page 6 once the table has left page 5.
  await expect.poll(shown).not.toBe(fifthRows);
  const sixthRows = await shown();

  // Page 7 by its own cursor; Previous returns to page 6 by the cursor it was reached with: the same rows.
  const seventh = page.waitForRequest(
    (request) => request.url().includes("/api/admin/predictions?") && new URL(request.url()).searchParams.has("cursor"),
  );
  await pager.getByRole("button", { name: "Next" }).click();
  expect(new URL((await seventh).url()).searchParams.get("cursor")).not.toBe(sixth);
  await at(7);
  const back = page.waitForRequest(
    (request) =>
      request.url().includes("/api/admin/predictions?") && new URL(request.url()).searchParams.get("cursor") === sixth,
  );
  await pager.getByRole("button", { name: "Previous" }).click();
  await back;
  await at(6);
  await expect.poll(shown).toBe(sixthRows);

  // A page number jumps back to the start.
  await pager.getByRole("button", { name: "Page 1", exact: true }).click();
  await at(1);
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
});
