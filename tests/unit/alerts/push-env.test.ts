import webpush from "web-push";
import { afterEach, describe, expect, it, vi } from "vitest";

// The web push settings of lib/env.ts: the push services members may register with, the VAPID key pair and
// subject, and the test-only loopback addresses.

async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return (await import("@/lib/env")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("PUSH_SERVICE_ORIGINS", () => {
  it("defaults to FCM, Mozilla, Apple and WNS (one label under notify.windows.com)", async () => {
    for (const value of [undefined, ""]) {
      expect((await loadEnv({ PUSH_SERVICE_ORIGINS: value })).PUSH_SERVICE_ORIGINS).toEqual([
        { host: "fcm.googleapis.com", wildcard: false, port: 443 },
        { host: "updates.push.services.mozilla.com", wildcard: false, port: 443 },
        { host: "web.push.apple.com", wildcard: false, port: 443 },
        { host: "notify.windows.com", wildcard: true, port: 443 },
      ]);
    }
  });

  it("is replaced, not extended, by the setting", async () => {
    const env = await loadEnv({ PUSH_SERVICE_ORIGINS: "https://push.example, https://127.0.0.1:9443" });
    expect(env.PUSH_SERVICE_ORIGINS).toEqual([
      { host: "push.example", wildcard: false, port: 443 },
      { host: "127.0.0.1", wildcard: false, port: 9443 },
    ]);
  });

  it("stops the start on a bad entry", async () => {
    await expect(loadEnv({ PUSH_SERVICE_ORIGINS: "http://push.example" })).rejects.toThrow(
      /PUSH_SERVICE_ORIGINS: .*must use https/,
    );
    await expect(loadEnv({ PUSH_SERVICE_ORIGINS: "https://push.example/path" })).rejects.toThrow(/origin only/);
  });
});

describe("VAPID keys and subject", () => {
  const keys = webpush.generateVAPIDKeys();

  it("are optional, and taken as a pair", async () => {
    const env = await loadEnv({ VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "" });
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined();
    const set = await loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect([set.VAPID_PUBLIC_KEY, set.VAPID_PRIVATE_KEY]).toEqual([keys.publicKey, keys.privateKey]);
  });

  it("refuses one without the other, and keys of the wrong shape", async () => {
    await expect(loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "" })).rejects.toThrow(
      /VAPID_PRIVATE_KEY: Set both/,
    );
    await expect(loadEnv({ VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: keys.privateKey })).rejects.toThrow(
      /VAPID_PUBLIC_KEY: Set both/,
    );
    await expect(loadEnv({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey })).rejects.toThrow(
      /VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/,
    );
    await expect(loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.publicKey })).rejects.toThrow(
      /VAPID_PRIVATE_KEY: must be a P-256 private key/,
    );
  });

  it("takes a mailto: or https: subject only", async () => {
    expect((await loadEnv({ VAPID_SUBJECT: "mailto:ops@edgecast.example" })).VAPID_SUBJECT).toBe(
      "mailto:ops@edgecast.example",
    );
    expect((await loadEnv({ VAPID_SUBJECT: "https://edgecast.example/contact" })).VAPID_SUBJECT).toBe(
      "https://edgecast.example/contact",
    );
    await expect(loadEnv({ VAPID_SUBJECT: "http://edgecast.example" })).rejects.toThrow(/VAPID_SUBJECT/);
    await expect(loadEnv({ VAPID_SUBJECT: "ops@edgecast.example" })).rejects.toThrow(/VAPID_SUBJECT/);
  });
});

describe("PUSH_ALLOW_ADDRESSES (tests only)", () => {
  it("is empty by default and takes loopback addresses only", async () => {
    expect((await loadEnv({ PUSH_ALLOW_ADDRESSES: undefined })).PUSH_ALLOW_ADDRESSES).toEqual([]);
    expect((await loadEnv({ PUSH_ALLOW_ADDRESSES: "127.0.0.1, ::1,127.0.0.2" })).PUSH_ALLOW_ADDRESSES).toEqual([
      "127.0.0.1",
      "::1",
      "127.0.0.2",
    ]);
    for (const address of ["10.0.0.1", "169.254.169.254", "0.0.0.0", "localhost", "127.0.0.256", "::ffff:127.0.0.1"]) {
      await expect(loadEnv({ PUSH_ALLOW_ADDRESSES: address })).rejects.toThrow(/PUSH_ALLOW_ADDRESSES/);
    }
  });
});
