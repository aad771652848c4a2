// What the production build serves, beyond the pages themselves.
import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import { COMPILE_HINT, MIN_HINTED_BYTES } from "../../scripts/compile-hints.mjs";

test("every page loads the large framework chunks with V8's eager-compile hint on their first line", async ({
  request,
}) => {
  const { rootMainFiles } = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as {
    rootMainFiles: string[];
  };
  const html = await (await request.get("/predictions")).text();
  let hinted = 0;
  for (const file of rootMainFiles) {
    expect(html).toContain(`/_next/${file}`);
    const chunk = await request.get(`/_next/${file}`);
    expect(chunk.ok()).toBe(true);
    const source = await chunk.text();
    const large = Buffer.byteLength(source) >= MIN_HINTED_BYTES;
    expect(source.startsWith(COMPILE_HINT)).toBe(large);
    if (large) hinted += 1;
  }
  // React DOM and the Next router at least.
  expect(hinted).toBeGreaterThanOrEqual(2);
});
