// Shared by playwright.config.ts and the e2e tests. The e2e app runs on its own port with its own throw-away
// embedded database (scripts/e2e-server.mjs), so it never touches .data/pglite or a PostgreSQL server.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3105);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The fake payment providers (scripts/fake-payments-server.ts); beside each engineer's E2E_PORT so parallel runs don't
 * clash. */
export const FAKE_PAYMENTS_PORT = Number(process.env.FAKE_PAYMENTS_PORT ?? E2E_PORT + 1000);
export const FAKE_PAYMENTS_URL = `http://127.0.0.1:${FAKE_PAYMENTS_PORT}`;
/** The mail sink (scripts/fake-mail-server.ts): the app's SMTP relay, and an HTTP API to read what it received. */
export const FAKE_MAIL_SMTP_PORT = Number(process.env.FAKE_MAIL_SMTP_PORT ?? E2E_PORT + 1001);
export const FAKE_MAIL_HTTP_URL = `http://127.0.0.1:${Number(process.env.FAKE_MAIL_HTTP_PORT ?? E2E_PORT + 1002)}`;

/**
 * The fake push service (scripts/fake-push-server.ts): the push endpoint the app sends to over TLS (its certificate
 * written to FAKE_PUSH_CA_FILE, which the app trusts through NODE_EXTRA_CA_CERTS), and an HTTP API to make devices and
 * read the messages it decrypted.
 */
export const FAKE_PUSH_PORT = Number(process.env.FAKE_PUSH_PORT ?? E2E_PORT + 1003);
const FAKE_PUSH_CONTROL_PORT = Number(process.env.FAKE_PUSH_CONTROL_PORT ?? E2E_PORT + 1004);
export const FAKE_PUSH_CONTROL_URL = `http://127.0.0.1:${FAKE_PUSH_CONTROL_PORT}`;
export const FAKE_PUSH_CA_FILE = `${process.env.TMPDIR ?? "/tmp"}/edgecast-e2e-push-ca-${E2E_PORT}.pem`;

/** The super admin the seed creates in the e2e database (test values; never used outside it). */
export const E2E_SUPERADMIN = {
  email: "e2e-superadmin@example.com",
  password: "E2e-Superadmin-Passw0rd!",
} as const;

/** A well-formed, made-up AdSense publisher id: the e2e app has ad slots, and no network to load them from. */
export const E2E_ADSENSE_PUBLISHER_ID = "ca-pub-0000000000000000";
