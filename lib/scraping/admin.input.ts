import { z } from "zod";

import { text } from "@/lib/core/common.input";
import { fetchableUrl } from "@/lib/net/fetchable-url.input";

// The Data Scraping tab of /admin/global-settings: adding a
// source, and the name derived from its URL when none is given.

/** The name is the URL without its protocol and path, i.e. its host ("www.espn.com"). */
export function sourceNameFromUrl(url: string): string {
  try {
    return new URL(url.trim()).host;
  } catch {
    return (
      url
        .trim()
        .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
        .split(/[/?#]/)[0] ?? ""
    );
  }
}

/** POST /api/admin/scraping/sources: an http(s) URL (no credentials, ≤ 2048 characters) and an optional name. */
export const createScrapingSourceSchema = z
  .object({
    url: fetchableUrl,
    name: text(100).optional(),
  })
  .strict();
export type CreateScrapingSourceInput = z.infer<typeof createScrapingSourceSchema>;

/**
 * Job states as the Data Scraping tab shows them, plus partial for a run in which some provider calls failed and
 * cancelled for a run cancelled outside the tab.
 */
export type ScrapingJobViewStatus = "pending" | "running" | "completed" | "partial" | "failed" | "cancelled";

/** The error Stop All leaves on the jobs it stops. */
export const MANUALLY_STOPPED = "Manually stopped";
