// base64url (RFC 4648 §5) as browsers write push keys: "-" and "_" for "+" and "/", padding optional. Pure
// JavaScript (atob), so the same check runs in the browser, in the proxy and in route handlers.

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** The bytes of a base64url text, or null when it is not base64url (wrong alphabet, impossible length). */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return null;
  const binary = atob(bare.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (bare.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** An uncompressed P-256 point (SEC 1 §2.3.3: 0x04, then X and Y of 32 bytes each), as push keys are sent. */
export function isUncompressedP256Point(bytes: Uint8Array | null): boolean {
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}
