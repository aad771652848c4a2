// The production server (server.mjs) answers methods outside the app's set with 405, on API routes in the
// JSON envelope, instead of letting Next throw (500).
import { expect, test } from "@playwright/test";

test("TRACE on an API route is 405 in the envelope", async ({ request }) => {
  const response = await request.fetch("/api/predictions", { method: "TRACE" });
  expect(response.status()).toBe(405);
  expect(await response.json()).toMatchObject({ success: false, code: "method_not_allowed" });
});

test("TRACE on a page is 405", async ({ request }) => {
  const response = await request.fetch("/", { method: "TRACE" });
  expect(response.status()).toBe(405);
});
