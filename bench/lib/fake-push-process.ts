// The push service of bench/alerts.ts, in a process of its own (as a real one is on another machine): the fake push
// service of the tests (tests/helpers/fake-servers/push-service.ts), which checks every request's VAPID signature
// and decrypts its body (RFC 8291). Over IPC it answers { devices } to make N subscriptions and { report } with the
// epoch millisecond at which each accepted message arrived, and the refused count.
//   started by bench/alerts.ts with fork(…, { execArgv: ["--import", "tsx"] })
import { startFakePushService } from "@/tests/helpers/fake-servers/push-service";

type Request = { devices: number } | { report: true } | { close: true };

async function main() {
  const service = await startFakePushService();
  process.send!({ ready: { origin: service.origin, port: service.port, ca: service.ca } });
  process.on("message", async (request: Request) => {
    if ("devices" in request) {
      const devices = Array.from({ length: request.devices }, () => service.newSubscription().json);
      process.send!({ devices });
    } else if ("report" in request) {
      process.send!({
        report: {
          arrivals: service.messages.map((message) => message.receivedAt),
          refused: service.rejections.length,
          requests: service.requestCount,
        },
      });
    } else {
      await service.close();
      process.exit(0);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
