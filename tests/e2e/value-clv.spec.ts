// Value and closing-line value as a visitor sees them: the track record's Live record and Backtest sections,
// apart and labelled, and a settled value pick's card (fair odds, price taken at its bookmaker, EV, "Value")
// and closing line on its detail page. The rows come from tests/e2e/support/value-fixtures.ts.
import { expect, test } from "@playwright/test";

import { BACKTEST_FIXTURE, VALUE_PICK } from "./support/value-fixtures";

test("the track record shows live closing-line value and stored backtest in separate, labelled sections", async ({
  page,
}) => {
  await page.goto("/track-record");
  const live = page.getByTestId("live-record");
  const backtest = page.getByTestId("backtest-record");
  await expect(live.getByRole("heading", { level: 2, name: "Live record" })).toBeVisible();
  await expect(backtest.getByRole("heading", { level: 2, name: "Backtest" })).toBeVisible();

  // Live: CLV, beat-the-close and ROI, each with its n; the settled value pick is counted in both scopes.
  const clv = live.getByTestId("live-clv");
  await expect(clv.getByRole("heading", { name: "Closing-line value", exact: true })).toBeVisible();
  for (const scope of ["clv-all", "clv-value"]) {
    const figures = clv.getByTestId(scope);
    await expect(figures.getByTestId(`${scope}-clv`)).toHaveText(/^[+−]?\d+\.\d%/);
    await expect(figures).toContainText(/n = [1-9]\d* picks with a stored close/);
    await expect(figures).toContainText(/n = [1-9]\d* settled picks/);
  }
  // The value scope's edge-band tab lists the pick's band (EV +5 %: 4–6 %).
  const valueTabs = clv.getByRole("tablist", { name: "Break the closing-line value of value picks down" });
  // Clicks before hydration do nothing: retry until the tab switches.
  await expect(async () => {
    await valueTabs.getByRole("tab", { name: "By edge band" }).click();
    await expect(clv.getByTestId("clv-value-band").getByRole("rowheader", { name: "4–6 %" })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  // Stated edge against realised CLV by edge band, over the same picks, labelled with its close and de-vig.
  const stated = live.getByTestId("stated-edge");
  await expect(stated.getByRole("heading", { name: "Stated edge against closing-line value" })).toBeVisible();
  await expect(stated).toContainText(
    "margin removed by the de-vig method of the model version's backtest (power where it has none)",
  );
  const band = stated.getByTestId("stated-edge-value-row-3");
  await expect(band.getByRole("rowheader", { name: "4–6 %" })).toBeVisible();
  await expect(band.getByTestId("stated-edge-value-row-3-edge")).toHaveText(/^\+\d+\.\d%$/);
  await expect(band.getByTestId("stated-edge-value-row-3-clv")).toHaveText(/^[+−]?\d+\.\d%/);
  await expect(live.getByTestId("backtest")).toHaveCount(0);

  // Backtest: the football model's 1X2 run, labelled as simulated demo history, never in the live figures.
  const card = backtest.getByTestId("backtest").filter({ hasText: "1X2" });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("backtest-demo")).toHaveText("Demo history — simulated");
  await expect(card.getByTestId("backtest-meta")).toContainText(
    `${BACKTEST_FIXTURE.matches} matches from 2024-08-16 to 2025-05-25`,
  );
  await expect(card.getByTestId("backtest-score-fair")).toContainText(String(BACKTEST_FIXTURE.fairLogLoss));
  await expect(card.getByTestId("backtest-score-consensus")).toContainText(String(BACKTEST_FIXTURE.consensusLogLoss));
  await expect(card.getByTestId("backtest-score-closing")).toContainText("ceiling");
  await expect(card.getByTestId("backtest-calibration").getByRole("row")).toHaveCount(3);
  await expect(card.getByTestId("backtest-band-value")).toContainText("Value picks (edge ≥ 4.0%)");
  await expect(card.getByTestId("backtest-band-value")).toContainText("+3.0% (95% CI −20.0% to +26.0%)");
  // The value picks' stated edge beside the CLV it forecast; a band stored without one shows a dash.
  await expect(card.getByTestId("backtest-band-value")).toContainText("+1.5%");
  await expect(card.getByTestId("backtest-band-<0 %")).toContainText("—");
  await expect(backtest.getByTestId("live-clv")).toHaveCount(0);
});

test("a settled value pick shows fair odds, the price taken at its bookmaker, EV and its closing-line value", async ({
  page,
}) => {
  await page.goto(`/predictions/${VALUE_PICK.id}`);
  const card = page.getByTestId("prediction-card");
  // Every price is rendered in each odds format; the displayed one (decimal by default) is the inner text.
  await expect(card.getByTestId("prediction-fair-odds")).toHaveText("2.00", { useInnerText: true });
  await expect(card.getByTestId("prediction-price")).toHaveText(`2.10 at ${VALUE_PICK.bookmaker}`, {
    useInnerText: true,
  });
  await expect(card.getByTestId("prediction-ev")).toHaveText("+5.0%");
  await expect(card.getByTestId("prediction-value")).toHaveText("Value");
  await expect(card.getByTestId("prediction-confidence")).toHaveText("50%");

  const closing = page.getByTestId("prediction-closing");
  await expect(closing.getByRole("heading", { name: "Closing line" })).toBeVisible();
  await expect(closing.getByTestId("detail-closing-probability")).toHaveText("52.0%");
  await expect(closing.getByTestId("detail-clv")).toHaveText("+9.2%");
  await expect(closing).toContainText("The price taken beat the close");
});
