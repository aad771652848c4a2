import "server-only";

import { asc, count, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { scrapingSources } from "@/db/schema";

const sourceColumns = {
  id: scrapingSources.id,
  name: scrapingSources.name,
  url: scrapingSources.url,
  kind: scrapingSources.kind,
  status: scrapingSources.status,
  lastScrapeAt: scrapingSources.lastScrapeAt,
  totalRecords: scrapingSources.totalRecords,
  successRate: scrapingSources.successRate,
  createdAt: scrapingSources.createdAt,
};

/** Every scraping source, oldest first (the order they were added). */
export async function listScrapingSources(tx: DbOrTx = db) {
  return tx
    .select(sourceColumns)
    .from(scrapingSources)
    .orderBy(asc(scrapingSources.createdAt), asc(scrapingSources.id));
}

/** Inserts a source; null when one with the same URL exists. */
export async function createScrapingSource(
  params: { name: string; url: string; createdById: string | null },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(scrapingSources)
    .values({ name: params.name, url: params.url, createdById: params.createdById })
    .onConflictDoNothing({ target: scrapingSources.url })
    .returning(sourceColumns);
  return row ?? null;
}

/** The summary cards' source figures: sources, active ones, their records and average success rate. */
export async function summariseScrapingSources(tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${scrapingSources.status} = 'active')`.mapWith(Number),
      records: sql<number>`coalesce(sum(${scrapingSources.totalRecords}), 0)`.mapWith(Number),
    })
    .from(scrapingSources);
  return row ?? { total: 0, active: 0, records: 0 };
}
