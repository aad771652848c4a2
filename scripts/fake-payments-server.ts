// Fake Paystack, Flutterwave and NOWPayments for local runs and e2e (playwright.config.ts starts it as a second
// web server): the provider APIs the app calls, hosted payment pages with a 'Pay' button that sends the payer
// back to the app, signed webhooks, and a test-only control API. Nothing leaves 127.0.0.1; no money moves.
//   npx tsx scripts/fake-payments-server.ts        (FAKE_PAYMENTS_PORT, default 3199; FAKE_PAYMENTS_APP_URL,
//                                                   the app's origin for webhooks, default http://localhost:3000)
// Point the app at it with the env printed at start-up (README → Payments).
import { fakePaymentsEnv, startFakePayments } from "../tests/helpers/fake-servers/payments";

const port = Number(process.env.FAKE_PAYMENTS_PORT ?? 3199);
const appUrl = process.env.FAKE_PAYMENTS_APP_URL ?? "http://localhost:3000";

const fake = await startFakePayments({ port, hostedPages: true, appUrl });
const appEnv = Object.entries(fakePaymentsEnv(fake.url)).map(([name, value]) => `${name}=${value}`);
console.log([`fake payment providers on ${fake.url} (webhooks to ${appUrl}). App env:`, ...appEnv].join("\n"));

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void fake.close().finally(() => process.exit(0));
  });
}
