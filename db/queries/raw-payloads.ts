import "server-only";

import { and, count, desc, eq, isNull } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { rawPayloads, type NewRawPayload } from "@/db/schema";

// Raw provider payloads: SQL only. Bodies are stored as fetched (parsed JSON) so processing can be re-run
// without calling the provider again; URLs are stored without credentials.

export async function createRawPayload(values: NewRawPayload, tx: DbOrTx = db): Promise<{ id: string; fetchedAt: Date }> {
  const [row] = await tx.insert(rawPayloads).values(values).returning({ id: rawPayloads.id, fetchedAt: rawPayloads.fetchedAt });
  return row!;
}

/** The whole row, body included. */
export async function getRawPayload(id: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      id: rawPayloads.id,
      provider: rawPayloads.provider,
      kind: rawPayloads.kind,
      sport: rawPayloads.sport,
      league: rawPayloads.league,
      url: rawPayloads.url,
      status: rawPayloads.status,
      fetchedAt: rawPayloads.fetchedAt,
      body: rawPayloads.body,
      bodyDigest: rawPayloads.bodyDigest,
      meta: rawPayloads.meta,
      processedAt: rawPayloads.processedAt,
      error: rawPayloads.error,
      jobRunId: rawPayloads.jobRunId,
    })
    .from(rawPayloads)
    .where(eq(rawPayloads.id, id))
    .limit(1);
  return row ?? null;
}

/** Records the outcome of processing: processedAt on success (error cleared), the error text otherwise. */
export async function markRawPayloadProcessed(id: string, outcome: { processedAt: Date | null; error: string | null }, tx: DbOrTx = db): Promise<void> {
  await tx
    .update(rawPayloads)
    .set({ processedAt: outcome.processedAt, error: outcome.error })
    .where(eq(rawPayloads.id, id));
}

/** Payload list without bodies, newest first. */
export async function listRawPayloads(
  params: { page: number; limit: number; provider?: string; kind?: string; unprocessedOnly?: boolean },
  tx: DbOrTx = db,
) {
  const where = and(
    params.provider ? eq(rawPayloads.provider, params.provider) : undefined,
    params.kind ? eq(rawPayloads.kind, params.kind) : undefined,
    params.unprocessedOnly ? isNull(rawPayloads.processedAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: rawPayloads.id,
        provider: rawPayloads.provider,
        kind: rawPayloads.kind,
        sport: rawPayloads.sport,
        league: rawPayloads.league,
        url: rawPayloads.url,
        status: rawPayloads.status,
        fetchedAt: rawPayloads.fetchedAt,
        bodyDigest: rawPayloads.bodyDigest,
        meta: rawPayloads.meta,
        processedAt: rawPayloads.processedAt,
        error: rawPayloads.error,
      })
      .from(rawPayloads)
      .where(where)
      .orderBy(desc(rawPayloads.fetchedAt), desc(rawPayloads.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(rawPayloads).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
