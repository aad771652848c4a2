// The e2e mail sink (playwright.config.ts starts it beside the app): SMTP on FAKE_MAIL_SMTP_PORT, the messages
// it received as JSON on FAKE_MAIL_HTTP_PORT (GET /messages?to=…). Point the app at it with SMTP_URL.
//   npx tsx scripts/fake-mail-server.ts
import { startFakeMailSink } from "../tests/helpers/fake-servers/smtp";

const sink = await startFakeMailSink({
  smtpPort: Number(process.env.FAKE_MAIL_SMTP_PORT ?? 3198),
  httpPort: Number(process.env.FAKE_MAIL_HTTP_PORT ?? 3197),
});
console.log(`fake mail sink: SMTP_URL=${sink.smtpUrl}, messages at ${sink.httpUrl}/messages`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sink.close().finally(() => process.exit(0));
  });
}
