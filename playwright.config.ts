// End-to-end tests in Debian's Chromium (/usr/bin/chromium; Playwright's own browser downloads cannot reach
// the network here) against the production build (`next build` only when sources changed, then `next start`
// through scripts/start.mjs) on a private throw-away embedded database with the demo world, and the fake
// payment providers (scripts/fake-payments-server.ts) on FAKE_PAYMENTS_PORT (default E2E_PORT + 1000), and a
// mail sink (scripts/fake-mail-server.ts) on E2E_PORT + 1001 (SMTP) and + 1002 (its HTTP API).
// The build goes to the repo's .next, shared with `npm start`: stop a running `npm start` before `npm run
// test:e2e` when sources changed. E2E_PORT (default 3105) and CHROMIUM_PATH override the defaults.
import { defineConfig, devices } from "@playwright/test";

import { CONSENT_DECIDED_STATE } from "./tests/e2e/support/consent-state";
import {
  E2E_ADSENSE_PUBLISHER_ID,
  E2E_BASE_URL,
  E2E_PORT,
  E2E_SUPERADMIN,
  FAKE_MAIL_HTTP_URL,
  FAKE_MAIL_SMTP_PORT,
  FAKE_PAYMENTS_PORT,
  FAKE_PAYMENTS_URL,
  FAKE_PUSH_CA_FILE,
  FAKE_PUSH_CONTROL_URL,
  FAKE_PUSH_PORT,
} from "./tests/e2e/support/constants";
import { fakePaymentsEnv } from "./tests/helpers/fake-servers/payments";

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: the server takes one, the browser the other.
  workers: 2,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // A saved consent choice, so the cookie banner stays out of the way (consent.spec.ts clears it).
    storageState: CONSENT_DECIDED_STATE,
    // The browser's zone decides the viewer's days (lib/time): one zone for every test, whatever the machine's,
    // so a test's "today" is the server's UTC today unless it chooses another zone itself.
    timezoneId: "UTC",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          // Without the background-networking flags Chromium keeps dialling Google hosts the closed network refuses.
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The fake providers first: the app's checkouts call it, its hosted pages post webhooks to the app.
      command: "npx tsx scripts/fake-payments-server.ts",
      url: `${FAKE_PAYMENTS_URL}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { FAKE_PAYMENTS_PORT: String(FAKE_PAYMENTS_PORT), FAKE_PAYMENTS_APP_URL: E2E_BASE_URL },
    },
    {
      // The mail relay the app sends through: the sign-up journey follows the link from the e-mail it receives.
      command: "npx tsx scripts/fake-mail-server.ts",
      url: `${FAKE_MAIL_HTTP_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { FAKE_MAIL_SMTP_PORT: String(FAKE_MAIL_SMTP_PORT), FAKE_MAIL_HTTP_PORT: new URL(FAKE_MAIL_HTTP_URL).port },
    },
    {
      // The push service the app sends alerts to; started before the app, which trusts its certificate at start.
      command: "npx tsx scripts/fake-push-server.ts",
      url: `${FAKE_PUSH_CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        FAKE_PUSH_PORT: String(FAKE_PUSH_PORT),
        FAKE_PUSH_CONTROL_PORT: new URL(FAKE_PUSH_CONTROL_URL).port,
        FAKE_PUSH_CA_FILE,
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      // A cold `next build` on 2 cores, then migrations and the demo world on first start.
      timeout: 15 * 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        APP_URL: E2E_BASE_URL,
        SUPERADMIN_EMAIL: E2E_SUPERADMIN.email,
        SUPERADMIN_PASSWORD: E2E_SUPERADMIN.password,
        SEED_DEMO_DATA: "true",
        LOG_LEVEL: "warn",
        NEXT_TELEMETRY_DISABLED: "1",
        // Providers at a closed local port: the e2e app never reaches the internet.
        ESPN_BASE_URL: "http://127.0.0.1:9",
        ODDS_API_BASE_URL: "http://127.0.0.1:9",
        // Push goes to the fake push service on loopback: its origin allowed, loopback allowed for push only (a
        // test-only setting), its self-signed certificate trusted.
        PUSH_SERVICE_ORIGINS: `https://127.0.0.1:${FAKE_PUSH_PORT}`,
        PUSH_ALLOW_ADDRESSES: "127.0.0.1",
        NODE_EXTRA_CA_CERTS: FAKE_PUSH_CA_FILE,
        // Payments go to the fake providers, with its test keys and webhook secrets.
        ...fakePaymentsEnv(FAKE_PAYMENTS_URL),
        // Behind one trusted proxy hop, as a deployment behind a reverse proxy: a request without X-Forwarded-For is
        // still its socket peer (127.0.0.1), and referrals.spec.ts gives its two browsers addresses of their own.
        TRUSTED_PROXY_HOPS: "1",
        // Mail goes to the local sink, through nodemailer and SMTP as in production.
        SMTP_URL: `smtp://127.0.0.1:${FAKE_MAIL_SMTP_PORT}`,
        // With the demo ad units, the ad slots render; the ad network is unreachable here, and consent.spec.ts
        // checks that the script is requested only after consent.
        ADSENSE_PUBLISHER_ID: E2E_ADSENSE_PUBLISHER_ID,
      },
    },
  ],
});
