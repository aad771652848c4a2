// Stored backtests and gated activation: the demo world's first start backtests every model with demo
// results in the background; the ML-models page shows a version's figures against the market with n and
// intervals, refuses to resume a version that does not beat the consensus, and lets a super admin activate it
// with an override and a reason.
import { expect, test } from "@playwright/test";

import { SignInPage, SUPERADMIN, toast } from "./helpers/accounts";

const NAME = "Hockey goal-margin Elo";

test("a super admin reads a version's backtest with n, is refused a plain resume, activates it by override", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/models");
  await expect(page.getByRole("heading", { level: 2, name: "Backtests against the market" })).toBeVisible();

  // The start-up backtests run as background jobs: the figures appear once the hockey one has finished.
  const region = page.getByRole("region", { name: `Backtest of ${NAME}` });
  const scores = region.getByRole("table", { name: `Scores of ${NAME}` });
  await expect(async () => {
    await page.reload();
    await expect(scores).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });

  await expect(region.getByText("Demo history", { exact: true })).toBeVisible();
  // The model's version is its engine's (db/seed/data/models.ts), as the models API answers it.
  const models = (await (await page.request.get("/api/admin/models")).json()).data as {
    name: string;
    version: string;
  }[];
  const version = models.find((model) => model.name === NAME)!.version;
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(region).toContainText(new RegExp(`Version ${escaped}, market moneyline: [\\d,]+ matches from`));
  for (const label of [
    "Fair (model ⊕ consensus)",
    "No-vig consensus before kick-off",
    "Closing prices (reference only)",
  ]) {
    // Each forecast's row: its n, then log loss, RPS and Brier to four decimals.
    await expect(scores.getByRole("row").filter({ hasText: label })).toHaveText(
      /[\d,]+\s*0\.\d{4}\s*0\.\d{4}\s*0\.\d{4}/,
    );
  }
  const bands = region.getByRole("table", { name: `Value by edge band of ${NAME}` });
  await expect(bands.getByRole("row")).toHaveCount(7);
  await expect(bands.getByRole("row").nth(1)).toContainText(/\[[−+]\d+\.\d%, [−+]\d+\.\d%\]/);
  await expect(region.getByRole("table", { name: `Calibration of ${NAME}` })).toBeVisible();
  await expect(region).toContainText(
    /Value picks at the walk-forward edge threshold \(next threshold \d+\.\d%\): n [\d,]+/,
  );
  // Demo history is too short for the pool to earn its place: fair is the consensus, which it cannot beat.
  await expect(region.getByText("Does not beat the consensus")).toBeVisible();

  // Resuming it from the models table is refused, with the reason.
  const row = page.getByRole("table", { name: "ML models" }).getByRole("row").filter({ hasText: NAME });
  await row.getByRole("button", { name: `Resume ${NAME}` }).click();
  await expect(toast(page, /This version's backtest does not beat the market consensus/)).toBeVisible();
  await expect(row).toContainText("DRAFT");

  // The override takes a reason of ten characters or more, then activates it.
  await region.getByRole("button", { name: `Activate ${NAME} with override` }).click();
  const dialog = page.getByRole("dialog", { name: "Activate without a winning backtest?" });
  await dialog.getByLabel("Reason").fill("too short");
  await dialog.getByRole("button", { name: "Activate anyway" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Give a reason of at least 10 characters");
  await dialog.getByLabel("Reason").fill("Demo showcase: accepted without an edge over the market");
  await dialog.getByRole("button", { name: "Activate anyway" }).click();
  await expect(toast(page, "Model active successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(region.getByText("ACTIVE", { exact: true })).toBeVisible();
  await expect(region.getByRole("button", { name: `Activate ${NAME} with override` })).toHaveCount(0);
});
