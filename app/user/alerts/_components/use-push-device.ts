"use client";

import * as React from "react";

import { apiFetch } from "@/lib/api/client";
import { base64UrlToBytes, isVapidPublicKey, pushFailureMessage } from "@/lib/alerts/push-browser.rules";

// This device's Web Push subscription. Enabling asks for the Notification permission, registers the site's service
// worker (/sw.js, scope "/"), subscribes through the browser's push service with the server's VAPID public key
// (GET /api/push/public-key), and hands the subscription to the server (POST /api/user/push-subscriptions);
// disabling unsubscribes and tells the server (DELETE with the endpoint). Nothing here is the member's account-wide
// setting: each browser subscribes on its own.

export type PushDeviceStatus =
  | "checking"
  /** No service worker, Push API or Notification API in this browser (or not a secure context). */
  | "unsupported"
  /** The member (or the browser's settings) blocked notifications for this site. */
  | "denied"
  | "off"
  | "on";

const SERVICE_WORKER = "/sw.js";

function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function usePushDevice() {
  const [status, setStatus] = React.useState<PushDeviceStatus>("checking");
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let cancelled = false;
    void (async () => {
      let next: PushDeviceStatus;
      if (!pushSupported()) next = "unsupported";
      else if (Notification.permission === "denied") next = "denied";
      else next = (await currentSubscription().catch(() => null)) ? "on" : "off";
      if (!cancelled) setStatus(next);
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const enable = React.useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setStatus(permission === "denied" ? "denied" : "off");
        return;
      }
      const key = await apiFetch<{ publicKey: string }>("/push/public-key");
      let applicationServerKey: Uint8Array<ArrayBuffer>;
      try {
        if (!key.success) throw new Error(key.error);
        applicationServerKey = base64UrlToBytes(key.data.publicKey);
        if (!isVapidPublicKey(applicationServerKey)) throw new Error("Not a VAPID public key");
      } catch {
        setError(pushFailureMessage("key"));
        return;
      }
      let registration: ServiceWorkerRegistration;
      try {
        await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" });
        registration = await navigator.serviceWorker.ready;
      } catch (cause) {
        setError(pushFailureMessage("worker", cause));
        return;
      }
      let subscription: PushSubscription;
      try {
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      } catch (cause) {
        setError(pushFailureMessage("subscribe", cause));
        return;
      }
      const saved = await apiFetch<unknown>("/user/push-subscriptions", {
        method: "POST",
        body: subscription.toJSON(),
      });
      if (!saved.success) {
        // The server refused it (e.g. a push service it does not accept): leave no subscription behind.
        await subscription.unsubscribe().catch(() => false);
        setError(saved.status === 422 ? saved.error : `${pushFailureMessage("save")} ${saved.error}`);
        setStatus("off");
        return;
      }
      setStatus("on");
    } finally {
      setBusy(false);
    }
  }, []);

  const disable = React.useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription().catch(() => null);
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe().catch(() => false);
        const removed = await apiFetch<null>("/user/push-subscriptions", { method: "DELETE", body: { endpoint } });
        if (!removed.success && removed.status !== 404) setError(removed.error);
      }
      setStatus("off");
    } finally {
      setBusy(false);
    }
  }, []);

  return { status, busy, error, enable, disable };
}
