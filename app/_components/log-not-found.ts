"use server";

import { logger } from "@/lib/logger";

const MAX_LOGGED_PATH = 512;

/**
 * Server log line for a page that was not found. Called by the 404 page
 * once it is actually shown. The path comes from the browser, so it is trimmed, capped and stripped of
 * control characters; the logger JSON-escapes it, so it cannot forge a log line.
 */
export async function logNotFound(path: unknown): Promise<void> {
  if (typeof path !== "string") return;
  const clean = path.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, MAX_LOGGED_PATH);
  if (!clean.startsWith("/")) return;
  logger.warn("page.not_found", { path: clean });
}
