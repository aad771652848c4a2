import "server-only";

import { createECDH } from "node:crypto";

import webpush from "web-push";

import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";

import * as push from "./push.queries";

// The server's VAPID identity (RFC 8292): the key pair that signs every push request, and the subject push
// services may contact. From the environment when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set (every instance
// shares them); otherwise made on first use and kept in web_push_keys, where concurrent first starts agree
// because the first insert wins and everyone reads the stored row. The private key never leaves the server.

export interface VapidDetails {
  subject: string;
  /** Uncompressed P-256 public key, base64url: what browsers pass to pushManager.subscribe(). */
  publicKey: string;
  /** P-256 private key, base64url. */
  privateKey: string;
}

let loading: Promise<VapidDetails> | null = null;

/** The key pair and subject, loaded (or made) once per process. */
export function getVapidDetails(): Promise<VapidDetails> {
  loading ??= loadVapidDetails().catch((error: unknown) => {
    // A database hiccup on the first call must not stick: the next call tries again.
    loading = null;
    throw error;
  });
  return loading;
}

/** The public key browsers subscribe with. */
export async function getVapidPublicKey(): Promise<string> {
  return (await getVapidDetails()).publicKey;
}

async function loadVapidDetails(): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT ?? `mailto:${siteConfig.contact.email}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    assertKeyPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  let stored = await push.getWebPushKeys();
  if (!stored) {
    await push.insertWebPushKeysIfAbsent(webpush.generateVAPIDKeys());
    stored = await push.getWebPushKeys();
  }
  if (!stored) throw new Error("web_push_keys: no key pair after inserting one");
  return { subject, publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** A public key that is not the private key's would sign requests no push service accepts: refuse at once. */
function assertKeyPair(publicKey: string, privateKey: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  if (!ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"))) {
    throw new Error("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY");
  }
}

/** Forgets the loaded keys (tests that change the environment or the table between cases). */
export function resetVapidDetails(): void {
  loading = null;
}
