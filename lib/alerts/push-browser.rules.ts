// The browser's side of Web Push that needs no browser: decoding the server's VAPID public key (base64url, RFC 8292)
// into the bytes PushManager.subscribe takes, and what a failed subscription attempt tells the member.

/** A base64url string (padding optional) as bytes; throws on characters outside the alphabet. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) throw new Error("Not base64url");
  const base64 = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** An uncompressed P-256 public key (65 bytes, first 0x04): what a VAPID application server key must be. */
export function isVapidPublicKey(bytes: Uint8Array): boolean {
  return bytes.length === 65 && bytes[0] === 0x04;
}

/** Why enabling push failed, in the member's words, from the step that failed and the error it threw. */
export function pushFailureMessage(step: "key" | "worker" | "subscribe" | "save", error?: unknown): string {
  const name = error instanceof Error ? error.name : "";
  switch (step) {
    case "key":
      return "Push is not available on this server right now. Please try again later.";
    case "worker":
      return "This browser could not start the site's service worker, which push needs.";
    case "subscribe":
      return name === "NotAllowedError"
        ? "This browser refused the subscription. Check the site's notification permission."
        : "This browser could not reach its push service. Check your connection and try again.";
    case "save":
      return "We could not save this device's subscription.";
  }
}
