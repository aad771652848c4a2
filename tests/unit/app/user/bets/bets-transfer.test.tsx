// @vitest-environment happy-dom
// The bet tracker's import and export panel: the CSV download link, a chosen file previewed (rows and row errors)
// before anything is written, the import refused while any row has an error, and a clean file committed once.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BetsTransfer } from "@/app/user/bets/_components/bets-transfer";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const ROW = {
  row: 2,
  matchId: "m1",
  match: "Arsenal v Chelsea",
  kickoffAt: "2026-03-01T17:30:00.000Z",
  market: "1x2",
  selection: "home",
  line: null,
  price: 2.5,
  stake: 10,
  bookmaker: null,
  placedAt: "2026-03-01T14:05:00.000Z",
  note: null,
};

let root: Root | undefined;
let container: HTMLElement;
const calls: { url: string; init: RequestInit }[] = [];
let replies: unknown[] = [];

beforeEach(async () => {
  calls.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(replies.shift()), { headers: { "content-type": "application/json" } });
  });
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<BetsTransfer unitLabel="GBP" />));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function choose(name: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(["a,b\n"], name, { type: "text/csv" });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  return file;
}

const importButton = () =>
  [...container.querySelectorAll("button")].find((button) => /^Import \d/.test(button.textContent ?? ""))!;

describe("BetsTransfer", () => {
  it("links the CSV download and names the member's unit", () => {
    const link = container.querySelector<HTMLAnchorElement>('a[href="/api/user/bets?format=csv"]')!;
    expect(link.textContent).toContain("Download CSV");
    expect(link.hasAttribute("download")).toBe(true);
    expect(container.textContent).toContain("stake (in GBP)");
  });

  it("previews a file with row errors and does not offer to import it", async () => {
    replies = [
      {
        success: true,
        data: {
          rows: [ROW],
          errors: [{ path: "row 3: price", row: 3, field: "price", message: "A decimal price must be above 1.00" }],
          total: 2,
        },
      },
    ];
    await choose("bets.csv");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/user/bets/import?mode=preview");
    expect((calls[0]!.init.headers as Record<string, string>)["Content-Type"]).toBe("text/csv");
    expect(container.textContent).toContain("Row 3, price: A decimal price must be above 1.00");
    expect(container.textContent).toContain("Arsenal v Chelsea");
    expect(container.textContent).toContain("2 rows, 1 ready to import, 1 with errors");
    expect(importButton().disabled).toBe(true);
  });

  it("imports a clean file once confirmed, sending the same file to commit", async () => {
    replies = [
      { success: true, data: { rows: [ROW], errors: [], total: 1 } },
      { success: true, data: { imported: 1 } },
    ];
    const file = await choose("clean.csv");
    expect(importButton().disabled).toBe(false);
    expect(importButton().textContent).toBe("Import 1 bet");
    await act(async () => importButton().click());
    expect(calls.map((call) => call.url)).toEqual([
      "/api/user/bets/import?mode=preview",
      "/api/user/bets/import?mode=commit",
    ]);
    expect(calls[1]!.init.body).toBe(file);
    expect(container.textContent).toContain("Imported 1 bet");
  });

  it("shows the server's refusal of a whole file", async () => {
    replies = [{ success: false, error: "Line 3 is not UTF-8 text (the file mixes encodings)." }];
    await choose("latin1.csv");
    expect(container.textContent).toContain("Nothing was imported");
    expect(container.textContent).toContain("Line 3 is not UTF-8 text");
  });
});
