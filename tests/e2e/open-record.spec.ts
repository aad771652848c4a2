// The open record as anyone sees it: the export of the live record (the demo world's settled picks on a first
// start) in JSON and CSV, and /track-record/verify recomputing a real pick's content hash in Chromium with
// crypto.subtle: a match for the pick as exported, a mismatch once one field is changed.
import { expect, test } from "@playwright/test";

interface Row {
  id: string;
  demo: boolean;
  content_hash: string | null;
  locked_at: string | null;
  decimal_odds: number;
  status: string;
}

async function exportedRows(request: import("@playwright/test").APIRequestContext): Promise<Row[]> {
  const response = await request.get("/api/track-record/export?format=json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const body = await response.json();
  expect(body.success).toBe(true);
  expect(body.data.record).toBe("live");
  return body.data.rows as Row[];
}

test("the export lists settled picks with their locks, in JSON and in CSV", async ({ request }) => {
  const rows = await exportedRows(request);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(["WIN", "LOSS", "VOID"]).toContain(row.status);
  expect(rows.some((row) => row.demo)).toBe(true);

  const csv = await request.get("/api/track-record/export?format=csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toBe('attachment; filename="edgecast-live-record.csv"');
  const lines = (await csv.text()).split("\r\n").filter(Boolean);
  expect(lines[0]!.startsWith("id,demo,locked_at,content_hash,")).toBe(true);
  expect(lines.length).toBe(rows.length + 1);

  const bad = await request.get("/api/track-record/export?format=xml");
  expect(bad.status()).toBe(422);
  expect((await bad.json()).success).toBe(false);
});

test("the verify page recomputes a real pick's hash, and a changed field does not match", async ({ page, request }) => {
  const row = (await exportedRows(request)).find((candidate) => candidate.content_hash)!;
  expect(row, "a locked settled pick").toBeTruthy();

  await page.goto("/track-record");
  await page.getByRole("link", { name: /check any pick's lock/i }).click();
  await expect(page).toHaveURL(/\/track-record\/verify$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify a pick's lock" })).toBeVisible();

  await page.getByLabel("Pick id").fill(row.id);
  await page.getByRole("button", { name: "Fetch its exported fields" }).click();
  const result = page.getByTestId("verify-result");
  await expect(result).toHaveAttribute("data-result", "match");
  await expect(page.getByTestId("hash-published")).toHaveText(row.content_hash!);
  await expect(page.getByTestId("hash-recomputed")).toHaveText(row.content_hash!);

  // One digit of the published price changed: the hash no longer matches.
  const field = page.getByLabel(/The exported row/);
  const text = await field.inputValue();
  const tampered = text.replace(`"decimal_odds": ${row.decimal_odds}`, `"decimal_odds": ${row.decimal_odds + 0.01}`);
  expect(tampered).not.toBe(text);
  await field.fill(tampered);
  await page.getByRole("button", { name: "Recompute the hash" }).click();
  await expect(result).toHaveAttribute("data-result", "mismatch");
  await expect(page.getByTestId("hash-published")).toHaveText(row.content_hash!);
  await expect(page.getByTestId("hash-recomputed")).not.toHaveText(row.content_hash!);

  // A pick from the short list checks out too.
  await page.getByTestId("verify-choices").getByRole("button").first().click();
  await expect(result).toHaveAttribute("data-result", "match");
});
