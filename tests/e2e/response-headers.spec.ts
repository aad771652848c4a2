// Every page's response headers, all of them together, stay under 4 KB: common reverse proxies keep a
// response's headers in a 4–8 KB buffer by default and answer 502 beyond it, and the Content-Security-Policy
// of a public page names the hashes of its inline scripts, so it grows with the page unless they are merged
// (docs/decisions.md, "Content Security Policy"). The walk covers every page of the app directory, as a
// visitor and as the super admin (member and admin pages), with the ad network allowed (the longest policy),
// /predictions with the demo world's picks, a prediction's page and the not-found pages.
import { fileURLToPath } from "node:url";

import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";

import { appPagePaths } from "../../bench/lib/page-paths";
import { AD_CONSENT_COOKIE } from "../../lib/consent";

import { signInViaApi, SUPERADMIN } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

const HEADER_BUDGET_BYTES = 4096;

/** The bytes of the response's header block as sent: status line, each header line, the blank line. */
function headerBytes(response: APIResponse): number {
  const lines = [
    `HTTP/1.1 ${response.status()} ${response.statusText()}`,
    ...response.headersArray().map(({ name, value }) => `${name}: ${value}`),
  ];
  return lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 2);
}

async function contextWithAdConsent(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: {
      cookies: [
        {
          name: AD_CONSENT_COOKIE,
          value: "1",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  });
}

test("every page's response headers total under 4 KB, as a visitor and as the super admin, ads allowed", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const list = await (await request.get("/api/predictions?limit=1&date=week")).json();
  const predictionId = String(list.data?.predictions?.[0]?.id ?? "");
  expect(predictionId, "the demo world has a prediction this week").not.toBe("");
  const appDir = fileURLToPath(new URL("../../app", import.meta.url));
  const paths = [
    ...appPagePaths(appDir, () => predictionId),
    "/predictions?date=week",
    "/no-such-page",
    "/auth/no-such-page",
    "/admin/users.json",
    "/foo.php",
  ];
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/predictions",
      `/predictions/${predictionId}`,
      "/user/dashboard",
      "/admin/users",
      "/admin/login",
    ]),
  );

  const visitor = await contextWithAdConsent();
  const admin = await contextWithAdConsent();
  try {
    await signInViaApi(admin, SUPERADMIN.email, SUPERADMIN.password);
    const sizes: { who: string; path: string; status: number; bytes: number; policy: number }[] = [];
    for (const [who, context] of [
      ["visitor", visitor],
      ["super admin", admin],
    ] as const) {
      for (const pagePath of paths) {
        const response = await context.get(pagePath, {
          headers: { accept: "text/html", "accept-encoding": "gzip, deflate" },
          maxRedirects: 0,
        });
        // A page answers, redirects (sign-in, wrong role) or is not found; never a server error.
        expect(response.status(), `${who} ${pagePath}`).toBeLessThan(500);
        sizes.push({
          who,
          path: pagePath,
          status: response.status(),
          bytes: headerBytes(response),
          policy: (response.headers()["content-security-policy"] ?? "").length,
        });
      }
    }
    sizes.sort((a, b) => b.bytes - a.bytes);
    console.log(
      `response headers, largest first:\n${sizes
        .slice(0, 8)
        .map((s) => `  ${s.bytes} B (policy ${s.policy} B)  ${s.status} ${s.who} ${s.path}`)
        .join("\n")}`,
    );
    expect(sizes.filter((size) => size.bytes >= HEADER_BUDGET_BYTES)).toEqual([]);
    // The public list with the demo world's picks was measured, and answered.
    expect(sizes.find((size) => size.who === "visitor" && size.path === "/predictions")?.status).toBe(200);
  } finally {
    await visitor.dispose();
    await admin.dispose();
  }
});
