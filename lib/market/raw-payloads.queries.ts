import "server-only";

import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { rawPayloads, type NewRawPayload } from "@/db/schema";

// Raw provider payloads: SQL only. Bodies are stored as fetched (parsed JSON) so processing can be re-run
// without calling the provider again; URLs are stored without credentials.

export async function createRawPayload(
  values: NewRawPayload,
  tx: DbOrTx = db,
): Promise<{ id: string; fetchedAt: Date }> {
  const [row] = await tx
    .insert(rawPayloads)
    .values(values)
    .returning({ id: rawPayloads.id, fetchedAt: rawPayloads.fetchedAt });
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
export async function markRawPayloadProcessed(
  id: string,
  outcome: { processedAt: Date | null; error: string | null },
  tx: DbOrTx = db,
): Promise<void> {
  await tx
    .update(rawPayloads)
    .set({ processedAt: outcome.processedAt, error: outcome.error })
    .where(eq(rawPayloads.id, id));
}

/** A payload's columns except its body (lists never carry bodies). */
const PAYLOAD_METADATA = {
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
};

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
      .select(PAYLOAD_METADATA)
      .from(rawPayloads)
      .where(where)
      .orderBy(desc(rawPayloads.fetchedAt), desc(rawPayloads.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(rawPayloads).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Where a stored payload stands: processed, failed (an error is recorded) or pending (never tried). */
export type RawPayloadState = "processed" | "failed" | "pending";

const stateCondition = (state: RawPayloadState) =>
  state === "processed"
    ? isNotNull(rawPayloads.processedAt)
    : state === "failed"
      ? and(isNull(rawPayloads.processedAt), isNotNull(rawPayloads.error))
      : and(isNull(rawPayloads.processedAt), isNull(rawPayloads.error));

/**
 * The raw payload inspector's page, newest first: metadata, the body's size in bytes (of its JSON text) and
 * its first `previewChars` characters, never the whole body.
 */
export async function listRawPayloadPreviews(
  params: {
    page: number;
    limit: number;
    previewChars: number;
    provider?: string;
    sport?: string;
    league?: string;
    state?: RawPayloadState;
  },
  tx: DbOrTx = db,
) {
  const where = and(
    params.provider ? eq(rawPayloads.provider, params.provider) : undefined,
    params.sport ? eq(rawPayloads.sport, params.sport) : undefined,
    params.league ? eq(rawPayloads.league, params.league) : undefined,
    params.state ? stateCondition(params.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        ...PAYLOAD_METADATA,
        jobRunId: rawPayloads.jobRunId,
        bodyBytes: sql<number | null>`octet_length(${rawPayloads.body}::text)`.mapWith(Number),
        bodyPreview: sql<string | null>`left(${rawPayloads.body}::text, ${params.previewChars})`,
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

/** How many payloads a job run stored. */
export async function countRawPayloadsOfRun(jobRunId: string, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(rawPayloads).where(eq(rawPayloads.jobRunId, jobRunId));
  return row?.value ?? 0;
}

/** Payloads never processed successfully (what processPendingPayloads works through). */
export async function countUnprocessedRawPayloads(tx: DbOrTx = db): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(rawPayloads).where(isNull(rawPayloads.processedAt));
  return row?.value ?? 0;
}
