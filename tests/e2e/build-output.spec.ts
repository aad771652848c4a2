// What the production build serves, beyond the pages themselves.
import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import { COMPILE_HINT } from "../../scripts/compile-hints.mjs";

test("every page loads the framework chunks with V8's eager-compile hint on their first line", async ({ request }) => {
  const { rootMainFiles } = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles: string[] };
  expect(rootMainFiles.length).toBeGreaterThan(0);
  const html = await (await request.get("/predictions")).text();
  for (const file of rootMainFiles) {
    expect(html).toContain(`/_next/${file}`);
    const chunk = await request.get(`/_next/${file}`);
    expect(chunk.ok()).toBe(true);
    expect((await chunk.text()).startsWith(COMPILE_HINT)).toBe(true);
  }
});
