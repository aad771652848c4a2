import "@/lib/core/zod-config";
import { z } from "zod";

// The shape of an address the product may be asked to fetch: an http(s) URL without credentials. What it may
// point at (public hosts, ports 80/443) is the fetch policy's (./target-policy.ts), checked on the server.

const NUL = /\u0000/;

/** An http(s) URL without credentials, at most `max` characters; `message` for every way it can be wrong. */
export const httpUrl = (message: string, max = 2048) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !NUL.test(value) && isHttpUrl(value), message);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password
    );
  } catch {
    return false;
  }
}
