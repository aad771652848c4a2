// The e2e push service (playwright.config.ts starts it before the app): the fake push service of the tests
// (tests/helpers/fake-servers/push-service.ts: VAPID checked, every message decrypted per RFC 8291) on
// FAKE_PUSH_PORT over TLS, its certificate written to FAKE_PUSH_CA_FILE for the app to trust (NODE_EXTRA_CA_CERTS),
// and a plain HTTP API on FAKE_PUSH_CONTROL_PORT: POST /devices makes a device (its PushSubscription JSON, as a
// browser would hand it over), GET /messages?device=ID lists what reached it, decrypted.
//   npx tsx scripts/fake-push-server.ts
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";

import { startFakePushService } from "../tests/helpers/fake-servers/push-service";

const service = await startFakePushService({ port: Number(process.env.FAKE_PUSH_PORT ?? 4108) });
writeFileSync(process.env.FAKE_PUSH_CA_FILE ?? "/tmp/edgecast-e2e-push-ca.pem", service.ca);

const control = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const answer = (status: number, body: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (request.method === "GET" && url.pathname === "/health") return answer(200, { ok: true });
  if (request.method === "POST" && url.pathname === "/devices") {
    const device = service.newSubscription();
    return answer(201, { id: device.id, subscription: device.json });
  }
  if (request.method === "GET" && url.pathname === "/messages") {
    const device = url.searchParams.get("device");
    return answer(
      200,
      service.messages
        .filter((message) => message.deviceId === device)
        .map((message) => ({ payload: message.payload, urgency: message.urgency, ttl: message.ttl })),
    );
  }
  return answer(404, { error: "not found" });
});
await new Promise<void>((resolve) =>
  control.listen(Number(process.env.FAKE_PUSH_CONTROL_PORT ?? 4109), "127.0.0.1", resolve),
);
console.log(`fake push service: ${service.origin} (control on ${process.env.FAKE_PUSH_CONTROL_PORT ?? 4109})`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    control.close();
    void service.close().finally(() => process.exit(0));
  });
}
